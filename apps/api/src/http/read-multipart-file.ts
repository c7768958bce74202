import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { isSingleLineText, printableText } from '@verbatim/core-sdk/contracts';
import busboy from 'busboy';
import { AppError, BadRequestError } from '../errors/app-error';
import { UploadInterruptedError } from '../services/uploads/upload-errors';
import { formDataFileName } from './form-data-file-name';

export interface MultipartFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  stream: Readable;
}

const MULTIPART_BUFFER_BYTES = 1024 * 1024;

/**
 * The file's bytes as busboy reads them, failing with an error of ours. busboy fails a file whose form ends before its
 * closing boundary (a body complete as HTTP, but whose sender stopped mid-file) with a bare "Unexpected end of form",
 * which would answer 500: that is an interrupted upload, the client's doing. Errors of ours (a client that left) pass
 * as they are.
 */
function fileStreamFailingAsInterrupted(file: Readable, fileName: string): Readable {
  const stream = new PassThrough({ highWaterMark: MULTIPART_BUFFER_BYTES });
  // As for busboy's stream: a failure before the reader attaches stays in the stream's state, not on the process.
  stream.on('error', () => undefined);
  file.on('error', (error: unknown) => {
    stream.destroy(error instanceof AppError ? error : new UploadInterruptedError(fileName));
  });
  // A reader that stops early (a refused or failed write) destroys this stream; the rest of the file is then let
  // through to nowhere, so that busboy, and the request with it, still run to their end.
  stream.on('close', () => {
    if (file.readableEnded) return;
    file.unpipe(stream);
    file.resume();
  });
  file.pipe(stream);
  return stream;
}

/**
 * The first file of a multipart request, as a stream (never buffered), once its part
 * begins. A request with no such file, or that is not multipart, is a 400.
 */

export function readMultipartFile(request: IncomingMessage, fieldName: string, maxBytes: number): Promise<MultipartFile> {
  return new Promise((resolve, reject) => {
    // Gone while the request was being authenticated: its 'close' has passed, and piping it would wait for ever.
    if (request.destroyed && !request.complete) {
      reject(new UploadInterruptedError());
      return;
    }
    let parser: busboy.Busboy;
    try {
      // 1 MiB buffers rather than busboy's 16 KiB defaults: fewer pauses between network, parser and disk.
      parser = busboy({
        headers: request.headers,
        limits: { files: 1, fileSize: maxBytes + 1, fields: 20 },
        highWaterMark: MULTIPART_BUFFER_BYTES,
        fileHwm: MULTIPART_BUFFER_BYTES,
        // Browsers send a file name as raw UTF-8 bytes; busboy would read them as Latin-1 and garble every accent.
        defParamCharset: 'utf8',
      });
    } catch {
      reject(new BadRequestError(`Send the file as multipart/form-data in a field named "${fieldName}".`));
      return;
    }
    let found = false;
    parser.on('file', (name, stream, info) => {
      // Whichever part this is, a client that leaves fails it with UploadInterruptedError; for a part nobody reads
      // (drained, or refused) that 'error' event has no other listener and must not crash the process.
      stream.on('error', () => undefined);
      if (found || name !== fieldName) {
        stream.resume();
        return;
      }
      found = true;
      const fileName = formDataFileName(info.filename || 'upload');
      if (!isSingleLineText(fileName)) {
        // Drain the refused file so that busboy, and the request with it, still run to their end.
        stream.resume();
        reject(new BadRequestError(`${printableText(fileName)}: The file name must not contain control characters.`));
        return;
      }
      // The parser can fail this stream (a client that left) before its reader has attached; the reader then finds
      // the failure in the stream's state (the listener above keeps the 'error' event from the process).
      // busboy stops at the limit and flags the stream; the storage limit then refuses the file.
      resolve({ fieldName: name, fileName, mimeType: info.mimeType, stream: fileStreamFailingAsInterrupted(stream, fileName) });
    });
    parser.on('error', (error: unknown) => {
      if (!found)
        reject(
          new BadRequestError(`The upload could not be read: ${error instanceof Error ? error.message : 'malformed multipart body'}.`),
        );
    });
    parser.on('close', () => {
      if (!found) reject(new BadRequestError(`No file was sent: use a multipart field named "${fieldName}".`));
    });
    // A client that goes away mid-file leaves busboy waiting for a body that never ends: destroying the parser fails
    // the file's stream too, so whoever reads it (the sniff, the storage write) stops with this error.
    request.once('close', () => {
      if (request.complete) return;
      const error = new UploadInterruptedError();
      if (!found) reject(error);
      parser.destroy(error);
    });
    request.pipe(parser);
  });
}
