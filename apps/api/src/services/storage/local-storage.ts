import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, readFile, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type LocalSignedFields, signLocalRequest } from './local-signature';
import {
  type ByteRange,
  checkExpiry,
  checkRange,
  checkWriteOptions,
  DEFAULT_CONTENT_TYPE,
  type ListedObject,
  limitedChunks,
  ObjectKeyConflictError,
  ObjectNotFoundError,
  type ObjectStorage,
  type PresignedRequest,
  RangeNotSatisfiableError,
  type StoredObjectInfo,
  validateObjectKey,
  validateObjectPrefix,
  type WriteOptions,
} from './object-storage';

export { type LocalSignatureInput, verifyLocalSignature } from './local-signature';

export interface LocalStorageOptions {
  /** The storage folder; created when first needed. */
  root: string;
  /** The API's public origin (PUBLIC_URL): signed URLs point at its storage route. */
  publicUrl: string;
  /** HMAC key for signed URLs; keep it stable across restarts or issued URLs stop working. */
  signingSecret: string;
  /** Where the API serves signed storage URLs. */
  routePath?: string;
  now?: () => Date;
}

export const LOCAL_STORAGE_ROUTE = '/api/storage/objects';

/** Where the local driver keeps object bodies, one file per key; the resumable-upload store writes there too. */
export const localObjectsDirectory = (root: string) => join(resolve(root), 'objects');

/** Temp files this old cannot belong to a running write: they are left by a crash and removed. */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

interface StoredMeta {
  contentType: string;
}

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** The file system refuses to put a file where a folder is, or the other way round. */
const isShapeConflict = (code: string | undefined) => code === 'ENOTDIR' || code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'EEXIST';

/**
 * Bytes a write may have in flight to the disk: with the default 16 KiB every 64 KiB network chunk waited for the
 * one before it to reach the file, which capped uploads well below what the disk takes.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/**
 * Objects as plain files under `root/objects/<key>`. Each write goes to `root/tmp` first and is renamed
 * into place (same file system, so the rename is atomic): readers see the old object or the new one,
 * and a failed or aborted write leaves nothing. Content types live in a parallel tree `root/meta/<key>`,
 * which keeps the object tree free of anything but objects. Empty folders are removed on delete.
 */
export function createLocalStorage(options: LocalStorageOptions): ObjectStorage {
  if (!options.signingSecret) throw new TypeError('createLocalStorage needs a signingSecret');
  const root = resolve(options.root);
  const objectsDir = localObjectsDirectory(root);
  const metaDir = join(root, 'meta');
  const tmpDir = join(root, 'tmp');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const routePath = options.routePath ?? LOCAL_STORAGE_ROUTE;
  const now = options.now ?? (() => new Date());

  let ready: Promise<void> | undefined;
  const prepare = (): Promise<void> => {
    ready ??= (async () => {
      await Promise.all([mkdir(objectsDir, { recursive: true }), mkdir(metaDir, { recursive: true }), mkdir(tmpDir, { recursive: true })]);
      await sweepStaleTempFiles(tmpDir, now().getTime() - STALE_TEMP_MS);
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  const objectPath = (key: string) => join(objectsDir, ...key.split('/'));
  const metaPath = (key: string) => join(metaDir, ...key.split('/'));

  /** Renames a finished temp file to its place, making folders; a folder pruned meanwhile is made again. */
  async function moveIntoPlace(from: string, to: string, key: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await mkdir(dirname(to), { recursive: true });
        await rename(from, to);
        return;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'ENOENT' && attempt < 5) continue;
        if (isShapeConflict(code)) throw new ObjectKeyConflictError(key);
        throw error;
      }
    }
  }

  /** Removes now-empty folders from `from` up to (not including) the tree's root. */
  async function prune(treeRoot: string, from: string): Promise<void> {
    let dir = from;
    while (dir.startsWith(treeRoot + sep)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): the folders above are not empty either
      }
      dir = dirname(dir);
    }
  }

  async function readMeta(key: string): Promise<StoredMeta | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(metaPath(key), 'utf8'));
      if (parsed && typeof parsed === 'object' && 'contentType' in parsed && typeof parsed.contentType === 'string') {
        return { contentType: parsed.contentType };
      }
      return null;
    } catch {
      return null;
    }
  }

  async function statFile(key: string): Promise<{ size: number; modifiedAt: Date } | null> {
    try {
      const info = await stat(objectPath(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw error;
    }
  }

  function signedUrl(fields: LocalSignedFields): string {
    const sig = signLocalRequest(options.signingSecret, fields);
    const query = new URLSearchParams({ method: fields.method, expires: String(fields.expires) });
    if (fields.max !== undefined) query.set('max', String(fields.max));
    if (fields.len !== undefined) query.set('len', String(fields.len));
    if (fields.type !== undefined) query.set('type', fields.type);
    query.set('sig', sig);
    const path = fields.key.split('/').map(encodeURIComponent).join('/');
    return `${publicUrl}${routePath}/${path}?${query.toString()}`;
  }

  const expiry = (expiresInSeconds: number) => {
    checkExpiry(expiresInSeconds);
    const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
    return { expires, expiresAt: new Date(expires * 1000) };
  };

  const storage: ObjectStorage = {
    driver: 'local',

    async write(key: string, body: NodeJS.ReadableStream, writeOptions: WriteOptions = {}) {
      validateObjectKey(key);
      checkWriteOptions(writeOptions);
      const { signal } = writeOptions;
      signal?.throwIfAborted();
      await prepare();
      const temp = join(tmpDir, `${randomUUID()}.data`);
      const tempMeta = join(tmpDir, `${randomUUID()}.meta`);
      const counter = { bytes: 0 };
      let metaMoved = false;
      try {
        // The file is opened before the body flows: a stream that opens it lazily could create it
        // after a refused body's clean-up has already run, leaving an orphan in tmp.
        const handle = await open(temp, 'wx');
        await pipeline(
          Readable.from(limitedChunks(body, writeOptions, counter)),
          createWriteStream(temp, { fd: handle, highWaterMark: WRITE_BUFFER_BYTES }),
        );
        // The last moment an abort can still cancel the write: after the rename the object is stored.
        signal?.throwIfAborted();
        const meta: StoredMeta = { contentType: writeOptions.contentType ?? DEFAULT_CONTENT_TYPE };
        await writeFile(tempMeta, JSON.stringify(meta), { flag: 'wx' });
        await moveIntoPlace(tempMeta, metaPath(key), key);
        metaMoved = true;
        await moveIntoPlace(temp, objectPath(key), key);
        return { size: counter.bytes };
      } catch (error) {
        await Promise.all([unlink(temp).catch(() => undefined), unlink(tempMeta).catch(() => undefined)]);
        // Only a brand-new key loses its metadata here: an existing object keeps serving with the new type.
        if (metaMoved && !(await statFile(key))) await unlink(metaPath(key)).catch(() => undefined);
        throw signal?.aborted ? signal.reason : error;
      }
    },

    async read(key: string, range?: ByteRange) {
      validateObjectKey(key);
      checkRange(range);
      let handle: FileHandle;
      try {
        handle = await open(objectPath(key), 'r');
      } catch (error) {
        const code = errorCode(error);
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') throw new ObjectNotFoundError(key);
        throw error;
      }
      try {
        // Reading through the open handle: a rename or delete after this point does not affect this read.
        const info = await handle.stat();
        if (!info.isFile()) throw new ObjectNotFoundError(key);
        if (!range) return handle.createReadStream();
        if (range.start >= info.size) throw new RangeNotSatisfiableError(info.size);
        return handle.createReadStream({ start: range.start, end: Math.min(range.end ?? info.size - 1, info.size - 1) });
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key: string): Promise<StoredObjectInfo | null> {
      validateObjectKey(key);
      const file = await statFile(key);
      if (!file) return null;
      const meta = await readMeta(key);
      return { key, size: file.size, modifiedAt: file.modifiedAt, contentType: meta?.contentType ?? null };
    },

    async delete(key: string) {
      validateObjectKey(key);
      for (const [treeRoot, path] of [
        [objectsDir, objectPath(key)],
        [metaDir, metaPath(key)],
      ] as const) {
        try {
          await unlink(path);
        } catch (error) {
          const code = errorCode(error);
          // Absent, or a folder of other keys (which is not this key's object): nothing to delete.
          if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'EPERM') continue;
          throw error;
        }
        await prune(treeRoot, dirname(path));
      }
    },

    list(prefix: string): AsyncIterable<ListedObject> {
      validateObjectPrefix(prefix);
      const slash = prefix.lastIndexOf('/');
      const startKey = slash >= 0 ? prefix.slice(0, slash) : '';
      return walk(startKey ? objectPath(startKey) : objectsDir, startKey ? `${startKey}/` : '', prefix);
    },

    async presignPut(key, { contentType, expiresInSeconds, maxBytes, contentLength }): Promise<PresignedRequest> {
      validateObjectKey(key);
      const { expires, expiresAt } = expiry(expiresInSeconds);
      const url = signedUrl({ method: 'PUT', key, expires, max: maxBytes, len: contentLength, type: contentType });
      return { url, method: 'PUT', headers: { 'Content-Type': contentType }, expiresAt };
    },

    async localPath(key: string) {
      validateObjectKey(key);
      if (!(await statFile(key))) throw new ObjectNotFoundError(key);
      // The file itself: tools read it in place. A delete meanwhile only affects tools that open it later.
      return { path: objectPath(key), release: async () => undefined };
    },

    async close() {},
  };

  /** Depth-first, each folder's entries ordered as their full keys sort (a folder as name + '/'). */
  async function* walk(dir: string, keyPrefix: string, prefix: string): AsyncGenerator<ListedObject> {
    let entries: Array<{ name: string; isDir: boolean; sortKey: Buffer }>;
    try {
      const dirents = await readdir(dir, { withFileTypes: true });
      entries = dirents.map((d) => ({
        name: d.name,
        isDir: d.isDirectory(),
        sortKey: Buffer.from(d.isDirectory() ? `${d.name}/` : d.name),
      }));
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw error;
    }
    entries.sort((a, b) => Buffer.compare(a.sortKey, b.sortKey));
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDir) {
        const folder = `${key}/`;
        if (folder.startsWith(prefix) || prefix.startsWith(folder)) yield* walk(join(dir, entry.name), folder, prefix);
      } else if (key.startsWith(prefix)) {
        try {
          const info = await stat(join(dir, entry.name));
          if (info.isFile()) yield { key, size: info.size, modifiedAt: info.mtime };
        } catch (error) {
          if (errorCode(error) !== 'ENOENT') throw error; // deleted while listing
        }
      }
    }
  }

  return storage;
}

async function sweepStaleTempFiles(tmpDir: string, olderThanMs: number): Promise<void> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const path = join(tmpDir, name);
      const info = await stat(path).catch(() => null);
      if (info?.isFile() && info.mtimeMs < olderThanMs) await unlink(path).catch(() => undefined);
    }),
  );
}
