import { mkdtempSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage, readOrCreateSigningSecret, storageEnvSchema, storageOptionsFromEnv } from './create-storage';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-create-storage-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The issues as config.ts prints them: the variable, then the message. */
function problems(env: Record<string, string>): string[] {
  const parsed = storageEnvSchema.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
}

describe('storage environment variables', () => {
  it('defaults to the local driver with nothing set', () => {
    expect(storageEnvSchema.parse({})).toEqual({
      STORAGE_DRIVER: 'local',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads a full S3 set-up, trimming blanks to absent', () => {
    const env = storageEnvSchema.parse({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: ' media ',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.example.com',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_SIGNING_SECRET: '',
    });
    expect(env).toMatchObject({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: true, STORAGE_SIGNING_SECRET: undefined });
    expect(storageOptionsFromEnv(env, { dataDir: '/data', publicUrl: 'https://app.example.com' })).toEqual({
      driver: 's3',
      bucket: 'media',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://files.example.com',
      forcePathStyle: true,
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
    });
  });

  it('names the variable and what is wrong with it', () => {
    expect(problems({ STORAGE_DRIVER: 's3' })).toEqual(['S3_BUCKET: is required when STORAGE_DRIVER=s3']);
    expect(problems({ STORAGE_DRIVER: 'gcs' })).toEqual(['STORAGE_DRIVER: must be local or s3']);
    expect(problems({ S3_ENDPOINT: 'minio:9000' })).toEqual(['S3_ENDPOINT: must be an http(s) URL such as https://s3.example.com']);
    expect(problems({ S3_PUBLIC_ENDPOINT: 'ftp://files' })).toEqual([
      'S3_PUBLIC_ENDPOINT: must be an http(s) URL such as https://files.example.com',
    ]);
    expect(problems({ S3_FORCE_PATH_STYLE: 'maybe' })).toEqual(['S3_FORCE_PATH_STYLE: must be true or false']);
    expect(problems({ STORAGE_SIGNING_SECRET: 'short' })).toEqual([
      'STORAGE_SIGNING_SECRET: must be at least 32 characters (e.g. openssl rand -hex 32)',
    ]);
    expect(problems({ S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, to use the AWS default credentials)',
    ]);
  });

  it('puts local objects in DATA_DIR/storage, preferring STORAGE_SIGNING_SECRET over the generated one', () => {
    const secret = 's'.repeat(40);
    expect(
      storageOptionsFromEnv(storageEnvSchema.parse({}), {
        dataDir: '/data',
        publicUrl: 'http://localhost:3000',
        signingSecret: 'g'.repeat(64),
      }),
    ).toEqual({
      driver: 'local',
      root: join('/data', 'storage'),
      publicUrl: 'http://localhost:3000',
      signingSecret: 'g'.repeat(64),
    });
    const env = storageEnvSchema.parse({ STORAGE_SIGNING_SECRET: secret });
    expect(storageOptionsFromEnv(env, { dataDir: '/data', publicUrl: 'x', signingSecret: 'g'.repeat(64) })).toMatchObject({
      signingSecret: secret,
    });
    expect(() => storageOptionsFromEnv(storageEnvSchema.parse({}), { dataDir: '/data', publicUrl: 'x' })).toThrow(/STORAGE_SIGNING_SECRET/);
  });

  it('builds the driver the options name', async () => {
    const local = createStorage({ driver: 'local', root: tempDir(), publicUrl: 'http://localhost', signingSecret: 'x'.repeat(32) });
    expect(local.driver).toBe('local');
    const s3 = createStorage({ driver: 's3', bucket: 'b', region: 'us-east-1', endpoint: 'http://127.0.0.1:1', forcePathStyle: true });
    expect(s3.driver).toBe('s3');
    await Promise.all([local.close(), s3.close()]);
  });
});

describe('readOrCreateSigningSecret', () => {
  it('makes one secret, private to the owner, and every caller gets that same one', async () => {
    const file = join(tempDir(), 'nested', 'storage-signing-secret');
    const secrets = await Promise.all(Array.from({ length: 8 }, () => readOrCreateSigningSecret(file)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readOrCreateSigningSecret(file)).toBe(secrets[0]);
  });

  it('refuses a file that holds too short a secret rather than silently using it', async () => {
    const file = join(tempDir(), 'secret');
    await writeFile(file, 'short\n');
    await expect(readOrCreateSigningSecret(file)).rejects.toThrow(/shorter than 32 characters/);
  });
});
