import { startS3rver, type TestS3Server } from './start-s3rver';

/** The API's environment for keeping its media in the s3rver's bucket. */
export const s3StorageEnv = (s3: TestS3Server): Record<string, string> => ({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});

/**
 * The environment for a test server on `driver` storage: nothing to add for local storage (the default); for S3,
 * an s3rver started with `bucket`, which the caller closes.
 */
export async function storageDriverEnv(
  driver: 'local' | 's3',
  bucket: string,
): Promise<{ env: Record<string, string>; s3?: TestS3Server }> {
  if (driver === 'local') return { env: {} };
  const s3 = await startS3rver({ bucket });
  return { env: s3StorageEnv(s3), s3 };
}
