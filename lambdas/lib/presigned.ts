/**
 * The two presigned forms the API hands to browsers: a GET link to a private document and a POST
 * upload form whose policy bounds size, type and key. Both act with the signing function's own
 * IAM rights, so its role needs s3:GetObject / s3:PutObject on those keys (lambdas/routes.ts).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './clients';

export interface PresignedGetInput {
  bucket: string;
  key: string;
  expiresSeconds: number;
  /** Response header overrides S3 applies (response-content-disposition, response-content-type). */
  responseHeaders?: { contentDisposition?: string; contentType?: string };
}

/** A presigned GET URL of one object. */
export function presignGet(input: PresignedGetInput): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: input.bucket,
      Key: input.key,
      ...(input.responseHeaders?.contentDisposition
        ? { ResponseContentDisposition: input.responseHeaders.contentDisposition }
        : {}),
      ...(input.responseHeaders?.contentType
        ? { ResponseContentType: input.responseHeaders.contentType }
        : {}),
    }),
    { expiresIn: input.expiresSeconds },
  );
}

export type PolicyCondition = NonNullable<PresignedPostOptions['Conditions']>[number];

export interface PresignedPostInput {
  bucket: string;
  key: string;
  /** Conditions beyond the fields (each field also becomes an exact-match condition). */
  conditions: PolicyCondition[];
  fields: Record<string, string>;
  expiresSeconds: number;
}

/** A browser upload form: the URL and every field to send before the `file` part. */
export function presignPost(
  input: PresignedPostInput,
): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3(), {
    Bucket: input.bucket,
    Key: input.key,
    Conditions: input.conditions,
    Fields: input.fields,
    Expires: input.expiresSeconds,
  });
}
