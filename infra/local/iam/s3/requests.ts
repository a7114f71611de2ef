/** What a request addresses (path-style), and the IAM actions S3 would check for it. */
import type { Principal, Principals } from '../principals';

export interface Target {
  bucket: string;
  /** Decoded; empty for a bucket-level request. */
  key: string;
}

/** Path-style addressing (`/{bucket}/{key}`), as the local clients use. Null on a malformed escape. */
export function targetOf(path: string): Target | null {
  const [, bucket = '', ...rest] = path.split('/');
  try {
    return { bucket: decodeURIComponent(bucket), key: decodeURIComponent(rest.join('/')) };
  } catch {
    return null;
  }
}

/** The path-style address of an object, as s3rver is called. */
export const objectPath = (bucket: string, key: string) =>
  `/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

export const objectArn = (bucket: string, key: string) => `arn:aws:s3:::${bucket}/${key}`;

export const bucketArn = (bucket: string) => `arn:aws:s3:::${bucket}`;

/** The S3 actions IAM checks for a request, as (action, resource) pairs. */
export function s3Requirements(
  method: string,
  target: Target,
  query: Record<string, string>,
  headers: Record<string, string>,
): { action: string; resource: string }[] {
  const has = (name: string) => name in query;
  if (!target.bucket) return [{ action: 's3:ListAllMyBuckets', resource: '*' }];
  if (!target.key) {
    const resource = bucketArn(target.bucket);
    if (method === 'GET' || method === 'HEAD') {
      if (has('cors')) return [{ action: 's3:GetBucketCORS', resource }];
      if (has('location')) return [{ action: 's3:GetBucketLocation', resource }];
      if (has('versions')) return [{ action: 's3:ListBucketVersions', resource }];
      if (has('uploads')) return [{ action: 's3:ListBucketMultipartUploads', resource }];
      return [{ action: 's3:ListBucket', resource }];
    }
    if (method === 'PUT' || method === 'DELETE') {
      if (has('cors')) return [{ action: 's3:PutBucketCORS', resource }];
      return [{ action: method === 'PUT' ? 's3:CreateBucket' : 's3:DeleteBucket', resource }];
    }
    return [{ action: `s3:Unsupported${method}Bucket`, resource }];
  }
  const resource = objectArn(target.bucket, target.key);
  switch (method) {
    case 'GET':
    case 'HEAD':
      if (has('tagging')) return [{ action: 's3:GetObjectTagging', resource }];
      if (has('acl')) return [{ action: 's3:GetObjectAcl', resource }];
      if (has('uploadId')) return [{ action: 's3:ListMultipartUploadParts', resource }];
      return [{ action: 's3:GetObject', resource }];
    case 'PUT': {
      if (has('tagging')) return [{ action: 's3:PutObjectTagging', resource }];
      if (has('acl')) return [{ action: 's3:PutObjectAcl', resource }];
      const needs = [{ action: 's3:PutObject', resource }];
      const source = copySourceOf(headers['x-amz-copy-source']);
      if (source) needs.push({ action: 's3:GetObject', resource: objectArn(source.bucket, source.key) });
      return needs;
    }
    case 'DELETE':
      return [{ action: has('uploadId') ? 's3:AbortMultipartUpload' : 's3:DeleteObject', resource }];
    case 'POST':
      return [{ action: 's3:PutObject', resource }];
    default:
      return [{ action: `s3:Unsupported${method}Object`, resource }];
  }
}

/** `x-amz-copy-source`: `bucket/key` or `/bucket/key`, URL-encoded, maybe `?versionId=`. */
export function copySourceOf(header: string | undefined): Target | null {
  if (!header) return null;
  try {
    const decoded = decodeURIComponent(header.split('?')[0] ?? '').replace(/^\//, '');
    const slash = decoded.indexOf('/');
    return slash > 0 ? { bucket: decoded.slice(0, slash), key: decoded.slice(slash + 1) } : null;
  } catch {
    return null;
  }
}

/** S3 accepts `..` in keys; s3rver would resolve it on disk. Refused here so no key escapes its bucket's folder. */
export const escapesFolder = (key: string) =>
  key.split('/').some((segment) => segment === '..' || segment === '.');

export function mayList(principals: Principals, principal: Principal, bucket: string): boolean {
  return principals.authorize(principal, 's3:ListBucket', bucketArn(bucket)).decision === 'allowed';
}
