import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openRecordingStore, type RecordingStore } from './recording-store';

let factory: IDBFactory;
let store: RecordingStore;

beforeEach(async () => {
  // A new factory per test is a new, empty IndexedDB.
  factory = new IDBFactory();
  store = await openRecordingStore(factory);
  return () => store.close();
});

const meta = (id: string, createdAt = 1_000) => ({ id, fileName: `${id}.webm`, mimeType: 'video/webm', createdAt });

describe('openRecordingStore', () => {
  it('creates a recording with nothing stored yet', async () => {
    const created = await store.create(meta('a'));
    expect(created).toEqual({
      id: 'a',
      fileName: 'a.webm',
      mimeType: 'video/webm',
      createdAt: 1_000,
      durationMs: 0,
      bytesStored: 0,
      uploadUrl: null,
      bytesAcknowledged: 0,
      state: 'recording',
      draftText: '',
    });
    expect(await store.get('a')).toEqual(created);
    await expect(store.create(meta('a'))).rejects.toThrow();
  });

  it('keeps each chunk in order and counts the bytes', async () => {
    await store.create(meta('a'));
    await store.appendChunk('a', new Blob(['hello ']));
    await store.appendChunk('a', new Blob([]));
    const record = await store.appendChunk('a', new Blob(['world']));
    expect(record.bytesStored).toBe(11);
    expect((await store.get('a'))?.bytesStored).toBe(11);
    expect(await (await store.readFrom('a', 0)).text()).toBe('hello world');
    const whole = await store.blob('a', 'video/webm;codecs=vp8,opus');
    expect(whole.type).toBe('video/webm;codecs=vp8,opus');
    expect(await whole.text()).toBe('hello world');
  });

  it('reads from any offset, within a chunk or at its edge, and at most the limit', async () => {
    await store.create(meta('a'));
    for (const part of ['abc', 'defg', 'h', 'ijkl']) await store.appendChunk('a', new Blob([part]));
    const read = async (offset: number, limit?: number) => (await store.readFrom('a', offset, limit)).text();
    expect(await read(0)).toBe('abcdefghijkl');
    expect(await read(2)).toBe('cdefghijkl');
    expect(await read(3)).toBe('defghijkl');
    expect(await read(7)).toBe('hijkl');
    expect(await read(11)).toBe('l');
    expect(await read(12)).toBe('');
    expect(await read(40)).toBe('');
    expect(await read(0, 3)).toBe('abc');
    expect(await read(1, 4)).toBe('bcde');
    expect(await read(5, 100)).toBe('fghijkl');
    expect(await read(5, 0)).toBe('');
    await expect(store.readFrom('a', -1)).rejects.toThrow(RangeError);
  });

  it('keeps recordings apart', async () => {
    await store.create(meta('a'));
    await store.create(meta('b'));
    await store.appendChunk('a', new Blob(['aaa']));
    await store.appendChunk('b', new Blob(['bb']));
    await store.appendChunk('a', new Blob(['AAA']));
    expect(await (await store.readFrom('a', 0)).text()).toBe('aaaAAA');
    expect(await (await store.readFrom('b', 1)).text()).toBe('b');
  });

  it('refuses a chunk for a recording it does not have', async () => {
    await expect(store.appendChunk('nope', new Blob(['x']))).rejects.toThrow(/No stored recording/);
    expect(await store.list()).toEqual([]);
  });

  it('updates fields but not the byte count', async () => {
    await store.create(meta('a'));
    await store.appendChunk('a', new Blob(['1234']));
    const updated = await store.update('a', {
      durationMs: 4_000,
      uploadUrl: 'https://example.test/uploads/1',
      bytesAcknowledged: 2,
      state: 'stopped',
      draftText: 'hello',
      ...({ bytesStored: 99 } as object),
    });
    expect(updated).toMatchObject({
      durationMs: 4_000,
      uploadUrl: 'https://example.test/uploads/1',
      bytesAcknowledged: 2,
      state: 'stopped',
      draftText: 'hello',
      bytesStored: 4,
    });
    expect(await store.get('a')).toEqual(updated);
    expect(await store.update('missing', { durationMs: 1 })).toBeUndefined();
  });

  it('lists newest first', async () => {
    await store.create(meta('old', 1_000));
    await store.create(meta('new', 3_000));
    await store.create(meta('mid', 2_000));
    expect((await store.list()).map((recording) => recording.id)).toEqual(['new', 'mid', 'old']);
  });

  it('deletes a recording with all its chunks and nothing else', async () => {
    await store.create(meta('a'));
    await store.create(meta('b'));
    await store.appendChunk('a', new Blob(['aaa']));
    await store.appendChunk('b', new Blob(['bbb']));
    await store.delete('a');
    await store.delete('never-there');
    expect(await store.get('a')).toBeUndefined();
    expect((await store.readFrom('a', 0)).size).toBe(0);
    expect(await (await store.readFrom('b', 0)).text()).toBe('bbb');
    expect((await store.list()).map((recording) => recording.id)).toEqual(['b']);
  });

  it('keeps everything across closing and opening again (a reload)', async () => {
    await store.create(meta('a'));
    await store.appendChunk('a', new Blob(['before ']));
    store.close();
    store = await openRecordingStore(factory);
    await store.appendChunk('a', new Blob(['after']));
    expect(await (await store.blob('a', 'video/webm')).text()).toBe('before after');
    expect((await store.get('a'))?.bytesStored).toBe(12);
  });
});
