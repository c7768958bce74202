const BOUNDARY_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The file as the one multipart field the API reads, built lazily so a large file is never copied. */
export function multipartBody(file: Blob, fileName: string): { body: Blob; contentType: string } {
  let boundary = '----verbatim';
  for (let i = 0; i < 24; i++) boundary += BOUNDARY_CHARS[Math.floor(Math.random() * BOUNDARY_CHARS.length)];
  // Escaped as browsers escape form-data names (WHATWG HTML): quotes and line breaks.
  const name = fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`;
  return { body: new Blob([head, file, `\r\n--${boundary}--\r\n`]), contentType: `multipart/form-data; boundary=${boundary}` };
}
