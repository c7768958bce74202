import { expect } from 'vitest';
import type { HttpSession } from './cookie-fetch';

/**
 * The object path end to end: a presigned URL, a PUT of `bytes` straight to storage, then the API processes the
 * upload. Checks each step succeeded and returns the new transcription's id.
 */
export async function uploadPresigned(http: HttpSession, bytes: Buffer, name: string, type: string): Promise<string> {
  const start = await http.post('/api/objects/upload', { contentType: type, fileName: name, fileSize: bytes.length });
  const put = await fetch(String(start.json.uploadURL), { method: 'PUT', body: bytes, headers: { 'Content-Type': type } });
  expect(put.status).toBe(200);
  const processed = await http.post('/api/objects/process-upload', {
    uploadURL: start.json.uploadURL,
    fileName: name,
    fileSize: bytes.length,
  });
  expect(processed.status).toBe(201);
  return String(processed.json.transcriptionId);
}
