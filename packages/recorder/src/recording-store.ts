import { type DBSchema, type IDBPDatabase, wrap } from 'idb';

/** A recording kept on this device until it has become a transcription or the person discards it. */
export interface StoredRecording {
  id: string;
  fileName: string;
  mimeType: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Updated as the recording runs. */
  durationMs: number;
  /** Sum of the chunk sizes kept locally. */
  bytesStored: number;
  /** The server's resumable upload URL once created. */
  uploadUrl: string | null;
  /** What the server confirmed it has. */
  bytesAcknowledged: number;
  /** 'stopped' once the recorder flushed its last chunk. */
  state: 'recording' | 'stopped';
  /** What live captions heard so far. */
  draftText: string;
}

/** What `create` needs; the rest starts empty. */
export interface NewStoredRecording {
  id: string;
  fileName: string;
  mimeType: string;
  /** Default: now. */
  createdAt?: number;
  durationMs?: number;
  draftText?: string;
}

/** What `update` may change. The byte count follows the chunks and cannot be patched. */
export type StoredRecordingPatch = Partial<Omit<StoredRecording, 'id' | 'bytesStored'>>;

export interface RecordingStore {
  /** Adds a recording without chunks, in state 'recording'. Rejects if the id is taken. */
  create(meta: NewStoredRecording): Promise<StoredRecording>;
  /** Keeps the chunk as its own record, after those before it, and adds its size to `bytesStored`. Rejects for an unknown id. */
  appendChunk(id: string, chunk: Blob): Promise<StoredRecording>;
  /** Changes the given fields; resolves with the new record, or undefined if there is none (deleted meanwhile). */
  update(id: string, patch: StoredRecordingPatch): Promise<StoredRecording | undefined>;
  get(id: string): Promise<StoredRecording | undefined>;
  /** Every stored recording, newest first. */
  list(): Promise<StoredRecording[]>;
  /**
   * The stored bytes from `offset` to the end, or at most `limit` of them: a Blob made of slices of the chunk Blobs,
   * so nothing is copied into one buffer (Chromium keeps the chunks in files and the result refers to them).
   */
  readFrom(id: string, offset: number, limit?: number): Promise<Blob>;
  /** The whole recording as one Blob of this type (the preview, Download). */
  blob(id: string, mimeType: string): Promise<Blob>;
  /** Removes the recording and all its chunks. Nothing happens for an unknown id. */
  delete(id: string): Promise<void>;
  /** Closes the database connection; the store cannot be used afterwards. */
  close(): void;
}

export const RECORDING_DB_NAME = 'verbatim-recordings';
const RECORDING_DB_VERSION = 1;

// The record as kept: `chunkCount` numbers the next chunk and stays out of the public shape.
interface RecordingRow extends StoredRecording {
  chunkCount: number;
}

interface ChunkRow {
  id: string;
  seq: number;
  /** Offset of the chunk's first byte in the recording, and one past its last. */
  start: number;
  end: number;
  blob: Blob;
}

interface RecordingSchema extends DBSchema {
  recordings: { key: string; value: RecordingRow };
  // Keyed [id, seq]; the index finds the first chunk a read needs without walking the ones before it.
  chunks: { key: [string, number]; value: ChunkRow; indexes: { byEnd: [string, number] } };
}

function toStored(row: RecordingRow): StoredRecording {
  const { chunkCount: _chunkCount, ...stored } = row;
  return stored;
}

function keyRange(): typeof IDBKeyRange {
  const range = globalThis.IDBKeyRange;
  if (typeof range !== 'function') throw new Error('IndexedDB is not available here.');
  return range;
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBPDatabase<RecordingSchema>> {
  // idb's openDB always uses the global indexedDB; opening through `wrap` lets a caller pass its own factory.
  const request = factory.open(name, RECORDING_DB_VERSION);
  request.addEventListener('upgradeneeded', () => {
    const db = request.result;
    if (!db.objectStoreNames.contains('recordings')) db.createObjectStore('recordings', { keyPath: 'id' });
    if (!db.objectStoreNames.contains('chunks')) {
      const chunks = db.createObjectStore('chunks', { keyPath: ['id', 'seq'] });
      chunks.createIndex('byEnd', ['id', 'end']);
    }
  });
  return wrap(request) as unknown as Promise<IDBPDatabase<RecordingSchema>>;
}

export interface RecordingStoreOptions {
  /** Database name. Default `verbatim-recordings`. */
  name?: string;
}

/**
 * Opens the store of unfinished recordings in IndexedDB. `factory` defaults to the page's `indexedDB`; one passed in
 * must be of the same implementation as the global IndexedDB classes (tests: `fake-indexeddb/auto` and a new
 * `IDBFactory` per test).
 */
export async function openRecordingStore(factory?: IDBFactory, options: RecordingStoreOptions = {}): Promise<RecordingStore> {
  const idb = factory ?? globalThis.indexedDB;
  if (!idb) throw new Error('IndexedDB is not available here.');
  const db = await openDatabase(idb, options.name ?? RECORDING_DB_NAME);
  // A newer version of this code in another tab wants to upgrade the database: let it.
  db.addEventListener('versionchange', () => db.close());
  const chunkRange = (id: string) => keyRange().bound([id, 0], [id, Number.POSITIVE_INFINITY]);

  async function readFrom(id: string, offset: number, limit?: number): Promise<Blob> {
    if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`readFrom: bad offset ${offset}.`);
    if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 0)) throw new RangeError(`readFrom: bad limit ${limit}.`);
    const stop = limit === undefined ? Number.POSITIVE_INFINITY : offset + limit;
    const parts: Blob[] = [];
    if (stop > offset) {
      const index = db.transaction('chunks').store.index('byEnd');
      // The first chunk that ends after `offset`, then on in order (ends grow with seq).
      let cursor = await index.openCursor(keyRange().bound([id, offset], [id, Number.POSITIVE_INFINITY], true, false));
      while (cursor) {
        const { start, end, blob } = cursor.value;
        if (start >= stop) break;
        const from = Math.max(0, offset - start);
        const to = Math.min(end, stop) - start;
        parts.push(from === 0 && to === blob.size ? blob : blob.slice(from, to));
        if (end >= stop) break;
        cursor = await cursor.continue();
      }
    }
    return new Blob(parts);
  }

  return {
    async create(meta) {
      const row: RecordingRow = {
        id: meta.id,
        fileName: meta.fileName,
        mimeType: meta.mimeType,
        createdAt: meta.createdAt ?? Date.now(),
        durationMs: meta.durationMs ?? 0,
        bytesStored: 0,
        uploadUrl: null,
        bytesAcknowledged: 0,
        state: 'recording',
        draftText: meta.draftText ?? '',
        chunkCount: 0,
      };
      await db.add('recordings', row);
      return toStored(row);
    },

    async appendChunk(id, chunk) {
      // One transaction: the chunk and the byte count that covers it are kept together or not at all.
      const tx = db.transaction(['recordings', 'chunks'], 'readwrite');
      const recordings = tx.objectStore('recordings');
      const row = await recordings.get(id);
      if (!row) {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw new Error(`No stored recording ${id}.`);
      }
      if (chunk.size > 0) {
        const start = row.bytesStored;
        await tx.objectStore('chunks').add({ id, seq: row.chunkCount, start, end: start + chunk.size, blob: chunk });
        row.chunkCount += 1;
        row.bytesStored = start + chunk.size;
        await recordings.put(row);
      }
      await tx.done;
      return toStored(row);
    },

    async update(id, patch) {
      const tx = db.transaction('recordings', 'readwrite');
      const row = await tx.store.get(id);
      if (!row) {
        await tx.done;
        return undefined;
      }
      const next: RecordingRow = { ...row, ...patch, id, bytesStored: row.bytesStored, chunkCount: row.chunkCount };
      await tx.store.put(next);
      await tx.done;
      return toStored(next);
    },

    async get(id) {
      const row = await db.get('recordings', id);
      return row && toStored(row);
    },

    async list() {
      const rows = await db.getAll('recordings');
      return rows.map(toStored).sort((a, b) => b.createdAt - a.createdAt);
    },

    readFrom,

    async blob(id, mimeType) {
      const bytes = await readFrom(id, 0);
      return new Blob([bytes], { type: mimeType });
    },

    async delete(id) {
      const tx = db.transaction(['recordings', 'chunks'], 'readwrite');
      await Promise.all([tx.objectStore('recordings').delete(id), tx.objectStore('chunks').delete(chunkRange(id)), tx.done]);
    },

    close() {
      db.close();
    },
  };
}
