import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export interface FrameSpec {
  fin?: boolean;
  /** The three RSV bits, 0 to 7. */
  rsv?: number;
  opcode: number;
  /** Clients must mask; an unmasked frame is a protocol error. Default true. */
  masked?: boolean;
  payload?: Uint8Array;
  /** A declared length other than the payload's (a lie, or a huge frame whose bytes never come). */
  declaredLength?: number;
}

/** One WebSocket frame, byte for byte, whatever the protocol allows. */
export function encodeFrame({ fin = true, rsv = 0, opcode, masked = true, payload = new Uint8Array(), declaredLength }: FrameSpec): Buffer {
  const length = declaredLength ?? payload.length;
  const head = [(fin ? 0x80 : 0) | ((rsv & 7) << 4) | (opcode & 0x0f)];
  const maskBit = masked ? 0x80 : 0;
  if (length < 126) head.push(maskBit | length);
  else if (length < 65536) head.push(maskBit | 126, length >> 8, length & 0xff);
  else {
    head.push(maskBit | 127);
    const big = Buffer.alloc(8);
    big.writeBigUInt64BE(BigInt(length));
    head.push(...big);
  }
  if (!masked) return Buffer.concat([Buffer.from(head), payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] as number)));
  return Buffer.concat([Buffer.from(head), mask, body]);
}

/** A close frame's payload: the code, then the reason. */
export function closePayload(code: number, reason = ''): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(code);
  return Buffer.concat([buffer, Buffer.from(reason)]);
}

export interface RawWebSocket {
  socket: Socket;
  send(bytes: Uint8Array): void;
  /** The close code of the server's close frame (null when the connection ended without one). */
  closed: Promise<number | null>;
}

/**
 * A WebSocket spoken by hand over TCP: a real upgrade (with the given Cookie), then any bytes at all, so a test can
 * send what no WebSocket library would. Server frames are read only far enough to find its close frame.
 */
export async function openRawWebSocket(baseUrl: string, path: string, cookie: string): Promise<RawWebSocket> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined); // a reset after the server's close is expected
  const request = [
    `GET ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    'Sec-WebSocket-Version: 13',
    `Cookie: ${cookie}`,
    '',
    '',
  ].join('\r\n');
  let buffered = Buffer.alloc(0);
  let closeCode: number | null = null;
  const upgraded = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = buffered.subarray(0, buffered.indexOf('\r\n')).toString();
      if (!status.startsWith('HTTP/1.1 101')) return reject(new Error(`upgrade refused: ${status}`));
      buffered = buffered.subarray(end + 4);
      socket.off('data', onData);
      socket.on('data', (more: Buffer) => {
        buffered = Buffer.concat([buffered, more]);
        readFrames();
      });
      readFrames();
      resolve();
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('connection closed before the upgrade')));
  });
  // Server frames are never masked and, here, never longer than 65535 bytes.
  const readFrames = () => {
    for (;;) {
      if (buffered.length < 2) return;
      const opcode = (buffered[0] as number) & 0x0f;
      let length = (buffered[1] as number) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffered.length < 4) return;
        length = buffered.readUInt16BE(2);
        offset = 4;
      }
      if (buffered.length < offset + length) return;
      if (opcode === 0x8 && closeCode === null) closeCode = length >= 2 ? buffered.readUInt16BE(offset) : 1005;
      buffered = buffered.subarray(offset + length);
    }
  };
  const closed = new Promise<number | null>((resolve) => socket.once('close', () => resolve(closeCode)));
  socket.write(request);
  await upgraded;
  return {
    socket,
    send: (bytes) => {
      if (!socket.destroyed) socket.write(bytes);
    },
    closed,
  };
}

/** Sends a raw upgrade request and answers the status code of the server's answer. */
export async function upgradeStatus(baseUrl: string, requestTarget: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  const lines = [
    `GET ${requestTarget} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    'Sec-WebSocket-Version: 13',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ];
  socket.write(lines.join('\r\n'));
  let answer = '';
  return new Promise<number>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`no status line: ${JSON.stringify(answer)}`)));
  });
}
