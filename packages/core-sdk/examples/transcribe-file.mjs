#!/usr/bin/env node
// Transcribe one recording from Node with the published SDK: sign up (or in), upload,
// follow the transcription live over the updates socket, print the transcript.
//
//   node transcribe-file.mjs <recording> [--base-url http://localhost:3000] [--email you@example.com --password …]
//
// Node 22+ has a WebSocket of its own; on Node 20 install the `ws` package next to the SDK.
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, isApiError } from '@verbatim/core-sdk';

const MEDIA_TYPES = {
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.flac': 'audio/flac',
  '.ogg': 'audio/ogg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'base-url': { type: 'string', default: 'http://localhost:3000' }, email: { type: 'string' }, password: { type: 'string' } },
});
const [path] = positionals;
if (!path) {
  console.error('usage: node transcribe-file.mjs <recording> [--base-url URL] [--email E --password P]');
  process.exit(2);
}

const WebSocket = globalThis.WebSocket ?? (await import('ws')).WebSocket;
const client = createClient({ baseUrl: values['base-url'], keepCookies: true, realtime: { WebSocket } });

/** An account: the given one, else a new one made for this run. */
async function signIn() {
  if (values.email && values.password) {
    await client.auth.login({ email: values.email, password: values.password });
    return;
  }
  const email = `sdk-example-${Date.now()}@example.com`;
  await client.auth.register({ email, password: `pw-${crypto.randomUUID()}`, firstName: 'SDK', lastName: 'Example' });
  console.log(`signed up as ${email}`);
}

const type = MEDIA_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
const file = new File([await readFile(path)], basename(path), { type });

// Opened (after signing in) before uploading, so that no update can slip past; what arrives before the id is known is kept.
let updates;
let followed = null;
const early = [];
let finish;
const finished = new Promise((resolve) => {
  finish = resolve;
});
function onUpdate(message) {
  if (message.status === 'processing') process.stdout.write(`\rtranscribing… ${message.progress}%   `);
  if (message.status === 'completed' || message.status === 'failed') finish(message);
}
function follow(message) {
  if (followed === null) early.push(message);
  else if (message.id === followed) onUpdate(message);
}

try {
  await signIn();
  updates = client.realtime.updates();
  updates.subscribe(follow);
  const { transcriptionId } = await client.uploads.upload(file, {
    onProgress: ({ percent }) => process.stdout.write(`\ruploading… ${Math.round(percent)}%   `),
  });
  process.stdout.write(`\ruploaded ${file.name} (${transcriptionId})\n`);
  followed = transcriptionId;
  for (const message of early) if (message.id === followed) onUpdate(message);
  // It may have finished while the socket was still connecting: ask once, then wait for the socket.
  const now = await client.transcriptions.get(transcriptionId);
  if (now.status === 'completed' || now.status === 'failed') finish(now);
  await finished;
  const transcription = await client.transcriptions.get(transcriptionId);
  process.stdout.write('\n');
  if (transcription.status === 'failed') {
    console.error(`transcription failed: ${transcription.errorMessage}`);
    process.exitCode = 1;
  } else {
    console.log(`transcript (${transcription.engine}, ${transcription.duration?.toFixed(1)} s):`);
    console.log(transcription.transcriptText);
  }
} catch (error) {
  console.error(isApiError(error) ? `${error.message} (${error.code ?? 'no code'})` : error);
  process.exitCode = 1;
} finally {
  updates?.close();
}
