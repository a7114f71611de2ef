/**
 * The S3 calls the API makes on stored files: head, (ranged) get, server-side copy, delete.
 * Presigned forms handed to browsers live in ./presigned.ts. Errors are the SDK's: their `name`
 * is S3's code (NoSuchKey, PreconditionFailed…) or, for HEAD, NotFound.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { s3 } from './clients';

export interface ObjectHead {
  size: number;
  etag: string | undefined;
}

/** Size and ETag; a missing key throws an error named NotFound. */
export async function headObject(bucket: string, key: string): Promise<ObjectHead> {
  const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  return { size: head.ContentLength ?? 0, etag: head.ETag };
}

/** The object's bytes, or the `range` of them (`bytes=0-4095`); `ifMatch` makes a changed object a PreconditionFailed. */
export async function getObject(
  bucket: string,
  key: string,
  options: { range?: string; ifMatch?: string } = {},
): Promise<Buffer> {
  const object = await s3().send(
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ...(options.range ? { Range: options.range } : {}),
      ...(options.ifMatch ? { IfMatch: options.ifMatch } : {}),
    }),
  );
  return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
}

/** Deletes a key; S3 answers a missing key with success. */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

export interface CopyInput {
  bucket: string;
  sourceKey: string;
  key: string;
  /** Copy only if the source still has this ETag (else PreconditionFailed). */
  sourceIfMatch?: string;
  /** The copy's metadata replaces the source's. */
  contentType: string;
  cacheControl: string;
}

/** CopySource is `bucket/key` with the key URL-encoded segment by segment, as S3 reads it. */
const copySource = (bucket: string, key: string) =>
  `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** A server-side copy within a bucket. */
export async function copyObject(input: CopyInput): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: input.bucket,
      Key: input.key,
      CopySource: copySource(input.bucket, input.sourceKey),
      ...(input.sourceIfMatch ? { CopySourceIfMatch: input.sourceIfMatch } : {}),
      MetadataDirective: 'REPLACE',
      ContentType: input.contentType,
      CacheControl: input.cacheControl,
    }),
  );
}
