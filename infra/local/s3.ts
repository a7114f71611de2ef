import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { BUCKETS, UPLOAD_CORS } from '../definitions/storage';

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
): Promise<{ endpoint: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
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
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
