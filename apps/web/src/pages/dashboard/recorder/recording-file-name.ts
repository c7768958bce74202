/** "Screen recording 2026-11-24 09.05.webm": sortable, in local time, with the extension of the recorded format. */
export function recordingFileName(at: Date, mimeType: string): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}.${pad(at.getMinutes())}`;
  const extension = mimeType.toLowerCase().startsWith('video/mp4') ? 'mp4' : 'webm';
  return `Screen recording ${day} ${time}.${extension}`;
}
