import type { Logger } from 'pino';
import { createOutageLog } from '../../lib/outage-log';
import { isStorageUnavailable } from '../../lib/storage-unavailable';
import type { ObjectStorage } from './object-storage';

/**
 * `storage` as it was, with its outages logged once each: the first call the object store refuses (5xx, throttling,
 * unreachable, after the AWS SDK's own retries) is logged at error level, the first call that succeeds afterwards says
 * how long it lasted. Callers still get every error, and requests still answer 503 each.
 */
export function watchStorageOutage(storage: ObjectStorage, logger: Logger): ObjectStorage {
  const outage = createOutageLog(logger, {
    down: 'object storage is unreachable; uploads and downloads answer 503 until it is back',
    up: 'object storage answers again',
  });
  async function watched<T>(during: string, call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      outage.answered();
      return result;
    } catch (error) {
      if (isStorageUnavailable(error)) outage.refused(error, during);
      else outage.answered();
      throw error;
    }
  }
  return {
    driver: storage.driver,
    write: (key, body, options) => watched(`write ${key}`, () => storage.write(key, body, options)),
    read: (key, range) => watched(`read ${key}`, () => storage.read(key, range)),
    stat: (key) => watched(`stat ${key}`, () => storage.stat(key)),
    delete: (key) => watched(`delete ${key}`, () => storage.delete(key)),
    presignPut: (key, options) => watched(`presign ${key}`, () => storage.presignPut(key, options)),
    localPath: (key) => watched(`download ${key}`, () => storage.localPath(key)),
    list: (prefix) => ({
      async *[Symbol.asyncIterator]() {
        try {
          yield* storage.list(prefix);
          outage.answered();
        } catch (error) {
          if (isStorageUnavailable(error)) outage.refused(error, `list ${prefix}`);
          throw error;
        }
      },
    }),
    close: () => storage.close(),
  };
}
