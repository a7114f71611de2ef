import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import type { S3rverAccountModule } from 's3rver/lib/models/account';
import { BUCKETS, UPLOAD_CORS } from '../definitions/storage';
import { LOCAL_CREDENTIALS } from './dynamodb';

/**
 * s3rver skips SigV4 verification (allowMismatchedSignatures) but still answers 403 InvalidAccessKeyId to
 * any key id but its built-in 'S3RVER'. Registering our local key pair on its dummy account lets the SDK
 * clients (handlers, edge) use the same static credentials as for the other stand-ins. The module is
 * s3rver's own CommonJS instance, shared through Node's require cache.
 */
function acceptLocalCredentials(): void {
  const accounts = createRequire(import.meta.url)('s3rver/lib/models/account') as S3rverAccountModule;
  accounts.DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
}

function corsXml(): string {
  const methods = UPLOAD_CORS.allowedMethods.map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('');
  const headers = UPLOAD_CORS.allowedHeaders.map((h) => `<AllowedHeader>${h}</AllowedHeader>`).join('');
  const exposed = UPLOAD_CORS.exposedHeaders.map((h) => `<ExposeHeader>${h}</ExposeHeader>`).join('');
  return `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>${methods}${headers}${exposed}<MaxAgeSeconds>${UPLOAD_CORS.maxAgeSeconds}</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/** s3rver with the platform's buckets (created when absent) and their CORS rules; files on disk under `dir`. */
export async function startS3rver(
  dir: string,
  port: number,
): Promise<{
  endpoint: string;
  close: () => Promise<void>;
  setStoredEtag: (bucket: string, key: string, etag: string) => Promise<void>;
}> {
  mkdirSync(dir, { recursive: true });
  acceptLocalCredentials();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    // s3rver checks signatures against its own default keys; AWS is what enforces SigV4.
    allowMismatchedSignatures: true,
    configureBuckets: Object.values(BUCKETS).map((name) => ({ name, configs: [corsXml()] })),
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => server.close(),
    // s3rver answers the ETag it keeps beside the object (its MD5, by default): S3's multipart one instead.
    setStoredEtag: (bucket, key, etag) =>
      writeFile(server.store.getResourcePath(bucket, key, 'object.md5'), etag),
  };
}
