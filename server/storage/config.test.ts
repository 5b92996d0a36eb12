// STORAGE_DRIVER and the S3 settings are checked when the server starts (server/env.ts, read by
// instrumentation.ts): a bucket without its keys stops it with a message naming what is missing.
import { describe, expect, it } from 'vitest';
import { useFreshEnv } from '@/tests/fresh-env';

const S3_VARS = ['STORAGE_DRIVER', 'S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
const GOOD = {
  STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', S3_REGION: 'oss-cn-hangzhou',
  S3_BUCKET: 'med-uploads', S3_ACCESS_KEY_ID: 'LTAI5tExampleKey', S3_SECRET_ACCESS_KEY: 'exampleSecret0123456789',
};

describe('storage settings', () => {
  const loadEnv = useFreshEnv(async () => (await import('@/server/env')).getServerEnv());
  /** The settings with every S3 variable unset but those given. */
  const load = (env: Record<string, string>) => loadEnv({ ...Object.fromEntries(S3_VARS.map((k) => [k, ''])), ...env });

  it('defaults to the local directory, needing no S3 setting', async () => {
    expect(await load({})).toMatchObject({ STORAGE_DRIVER: 'local', S3_BUCKET: undefined, S3_FORCE_PATH_STYLE: false });
  });

  it('takes a complete S3 configuration', async () => {
    expect(await load({ ...GOOD, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ ...GOOD, S3_FORCE_PATH_STYLE: true });
    // AWS itself: no endpoint.
    expect((await load({ ...GOOD, S3_ENDPOINT: '' })).S3_ENDPOINT).toBeUndefined();
  });

  it.each(['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])('refuses STORAGE_DRIVER=s3 without %s, naming it', async (name) => {
    const err = await load({ ...GOOD, [name]: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain('is required when STORAGE_DRIVER=s3');
    expect((err as Error).message).toContain(`at ${name}`);
  });

  it.each([
    ['STORAGE_DRIVER', 'ftp'],
    ['S3_ENDPOINT', 'oss-cn-hangzhou.aliyuncs.com'],
    ['S3_ENDPOINT', 'ftp://minio.internal:9000'],
    ['S3_BUCKET', 'My_Bucket'],
    ['S3_REGION', 'Hangzhou 1'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('refuses %s=%j, naming it', async (name, value) => {
    await expect(load({ ...GOOD, [name]: value })).rejects.toThrow(new RegExp(`Invalid server configuration[\\s\\S]*${name}`));
  });
});
