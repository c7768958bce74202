import { readFileSync } from 'node:fs';
import type { HttpSession } from './cookie-fetch';

/** Uploads a WAV through the real endpoint; returns the transcription's id. */
export async function uploadWav(http: HttpSession, path: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)], { type: 'audio/wav' }), name);
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form });
  const json = (await res.json()) as { transcriptionId?: string };
  if (res.status !== 201 || !json.transcriptionId) throw new Error(`upload answered ${res.status}: ${JSON.stringify(json)}`);
  return json.transcriptionId;
}
