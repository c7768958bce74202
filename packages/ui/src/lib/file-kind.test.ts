import { describe, expect, it } from 'vitest';
import { fileExtension, fileKind } from './file-kind';

describe('fileKind', () => {
  it.each(['talk.mp3', 'talk.wav', 'talk.m4a', 'talk.flac', 'TALK.MP3', 'my.song.Flac', 'dir/sub/a.wav'])('%s is audio', (name) => {
    expect(fileKind(name)).toBe('audio');
  });

  it.each(['meeting.mp4', 'clip.webm', 'movie.mov', 'podcast.ogg', 'voice.aac', 'noextension', 'mp3', '.mp3', 'mp3.mp4', ''])(
    '%s is video',
    (name) => {
      expect(fileKind(name)).toBe('video');
    },
  );
});

describe('fileExtension', () => {
  it('reads the last extension in lower case', () => {
    expect(fileExtension('Archive.Tar.GZ')).toBe('gz');
    expect(fileExtension('C:\\media\\talk.WAV')).toBe('wav');
    expect(fileExtension('name.')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
  });
});
