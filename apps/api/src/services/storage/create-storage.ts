import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { createLocalStorage, type LocalStorageOptions } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

export type StorageOptions = ({ driver: 'local' } & LocalStorageOptions) | ({ driver: 's3' } & S3StorageOptions);

export function createStorage(options: StorageOptions): ObjectStorage {
  return options.driver === 's3' ? createS3Storage(options) : createLocalStorage(options);
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/**
 * The storage variables as a plain zod shape, so config.ts can spread it into its own `z.object`
 * (zod refuses to extend an object that has refinements); pair it with `refineStorageEnv`.
 */
export const storageEnvShape = {
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
  S3_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' }).optional(),
  ),
  S3_PUBLIC_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://files.example.com' }).optional(),
  ),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  STORAGE_SIGNING_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional()),
};

export interface StorageEnv {
  STORAGE_DRIVER: 'local' | 's3';
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_PUBLIC_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  STORAGE_SIGNING_SECRET?: string | undefined;
}

/** The checks across variables; issues carry the variable's name as their path, like the field checks. */
export function refineStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, to use the AWS default credentials)',
    });
  }
}

export const storageEnvSchema = z.object(storageEnvShape).superRefine(refineStorageEnv);

export interface StorageContext {
  /** DATA_DIR; local objects live in `<dataDir>/storage`. */
  dataDir: string;
  /** The API's public URL: local signed URLs point at it. */
  publicUrl: string;
  /** Used when STORAGE_SIGNING_SECRET is not set (see `readOrCreateSigningSecret`). */
  signingSecret?: string;
  now?: () => Date;
}

export function storageOptionsFromEnv(env: StorageEnv, context: StorageContext): StorageOptions {
  const now = context.now ? { now: context.now } : {};
  if (env.STORAGE_DRIVER === 's3') {
    if (!env.S3_BUCKET) throw new TypeError('S3_BUCKET is required when STORAGE_DRIVER=s3');
    return {
      driver: 's3',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      ...now,
    };
  }
  const signingSecret = env.STORAGE_SIGNING_SECRET ?? context.signingSecret;
  if (!signingSecret) throw new TypeError('The local storage driver needs STORAGE_SIGNING_SECRET or a generated signing secret');
  return { driver: 'local', root: join(context.dataDir, 'storage'), publicUrl: context.publicUrl, signingSecret, ...now };
}

/**
 * The signing secret kept in a file (mode 0600), made on first use: signed URLs stay valid across
 * restarts without anyone having to configure a secret. The file appears whole or not at all (written
 * aside, then hard-linked, which fails if it exists), so two processes starting at once agree.
 */
export async function readOrCreateSigningSecret(file: string): Promise<string> {
  const read = async () => {
    const text = await readFile(file, 'utf8').catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
      throw error;
    });
    if (text === null) return null;
    if (text.trim().length < 32) throw new Error(`${file} holds a signing secret shorter than 32 characters; delete it to make a new one`);
    return text.trim();
  };
  const existing = await read();
  if (existing) return existing;
  await mkdir(dirname(file), { recursive: true });
  const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(aside, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  try {
    await link(aside, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await unlink(aside).catch(() => undefined);
  }
  const secret = await read();
  if (!secret) throw new Error(`${file} could not be created`);
  return secret;
}
