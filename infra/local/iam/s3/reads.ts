/** What s3rver gets wrong on reads: preconditions (If-Match, copy-source-if-match). */
import { forward, type Upstream } from '../gate-http';
import { type ReceivedRequest } from '../sigv4';
import { type S3Error } from './errors';
import { copySourceOf, objectPath, type Target } from './requests';
import { operatorHeaders, unquote } from './forwarding';
import type { S3GateSettings } from './settings';

async function currentEtag(
  upstream: Upstream,
  settings: S3GateSettings,
  target: Target,
): Promise<string | null> {
  const path = objectPath(target.bucket, target.key);
  const head = await forward(upstream, 'HEAD', path, operatorHeaders(settings), Buffer.alloc(0));
  return head.status === 200 ? unquote(String(head.headers.etag ?? '')) : null;
}

/** If-Match on a read and x-amz-copy-source-if-match on a copy, which s3rver does not apply. */
export async function checkPreconditions(
  upstream: Upstream,
  settings: S3GateSettings,
  received: ReceivedRequest,
  target: Target,
  headers: Record<string, string>,
): Promise<S3Error | null> {
  const failed = (condition: string): S3Error => ({
    status: 412,
    code: 'PreconditionFailed',
    message: 'At least one of the pre-conditions you specified did not hold',
    extra: { Condition: condition },
  });
  const ifMatch = received.headers['if-match'];
  if (ifMatch && target.key && (received.method === 'GET' || received.method === 'HEAD')) {
    const etag = await currentEtag(upstream, settings, target);
    if (etag !== null && ifMatch.trim() !== '*' && unquote(ifMatch) !== etag) return failed('If-Match');
    delete headers['if-match'];
  }
  const copyIfMatch = received.headers['x-amz-copy-source-if-match'];
  const source = copySourceOf(received.headers['x-amz-copy-source']);
  if (copyIfMatch && source && received.method === 'PUT') {
    const etag = await currentEtag(upstream, settings, source);
    if (etag !== null && unquote(copyIfMatch) !== etag) return failed('x-amz-copy-source-If-Match');
  }
  return null;
}
