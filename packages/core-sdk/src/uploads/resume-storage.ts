/** One unfinished resumable upload, as tus-js-client stores it. */
export interface StoredUpload {
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  urlStorageKey: string;
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
}

/**
 * Where unfinished resumable uploads are remembered, keyed by a fingerprint of the file, so another
 * attempt (a new client, a reloaded page) continues instead of starting over. The shape is tus-js-client's
 * `UrlStorage`: browsers default to its localStorage one; elsewhere pass one, e.g. `createMemoryResumeStorage()`.
 */
export interface ResumeStorage {
  findAllUploads(): Promise<StoredUpload[]>;
  findUploadsByFingerprint(fingerprint: string): Promise<StoredUpload[]>;
  removeUpload(urlStorageKey: string): Promise<void>;
  addUpload(fingerprint: string, upload: Omit<StoredUpload, 'urlStorageKey'>): Promise<string>;
}

/** Remembers unfinished uploads for the life of the process: share one between clients to resume across them. */
export function createMemoryResumeStorage(): ResumeStorage {
  const entries = new Map<string, StoredUpload>();
  let counter = 0;
  return {
    findAllUploads: async () => [...entries.values()],
    findUploadsByFingerprint: async (fingerprint) =>
      [...entries.entries()].filter(([key]) => key.startsWith(`tus::${fingerprint}::`)).map(([, upload]) => upload),
    removeUpload: async (key) => {
      entries.delete(key);
    },
    addUpload: async (fingerprint, upload) => {
      const key = `tus::${fingerprint}::${++counter}`;
      entries.set(key, { ...upload, urlStorageKey: key });
      return key;
    },
  };
}
