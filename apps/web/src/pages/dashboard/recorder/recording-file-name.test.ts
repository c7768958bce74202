import { describe, expect, it } from 'vitest';
import { recordingFileName } from './recording-file-name';

describe('recordingFileName', () => {
  it('names the recording by its local start time, with the extension of its format', () => {
    const at = new Date(2026, 10, 4, 9, 5);
    expect(recordingFileName(at, 'video/webm;codecs=vp8,opus')).toBe('Screen recording 2026-11-04 09.05.webm');
    expect(recordingFileName(at, 'video/mp4;codecs=avc1,mp4a.40.2')).toBe('Screen recording 2026-11-04 09.05.mp4');
  });
});
