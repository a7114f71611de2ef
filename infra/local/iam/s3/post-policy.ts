/** Browser uploads (presigned POST): the form and its policy verified as S3 does, then the file stored. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { forward, type Upstream } from '../gate-http';
import { verifyPolicySignature, type ReceivedRequest } from '../sigv4';
import { corsHeaders, denied, signatureError, xmlEscape, type S3Error } from './errors';
import { escapesFolder, objectArn, objectPath, type Target } from './requests';
import { operatorHeaders } from './forwarding';
import type { S3GateSettings } from './settings';

/** The multipart form fields of a browser upload, in order, and its file. */
interface PostForm {
  fields: Map<string, { name: string; value: string }>;
  file: { bytes: Buffer; filename: string } | null;
}

async function parseForm(body: Buffer, contentType: string): Promise<PostForm | null> {
  let data: FormData;
  try {
    data = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const fields = new Map<string, { name: string; value: string }>();
  let file: PostForm['file'] = null;
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string') {
      if (name.toLowerCase() === 'file')
        file = { bytes: Buffer.from(await value.arrayBuffer()), filename: value.name };
      // S3 ignores every field after the file.
      break;
    }
    fields.set(name.toLowerCase(), { name, value });
  }
  return { fields, file };
}

/** Fields a policy never has to name. */
const EXEMPT_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/** Checks a decoded POST policy against the form; returns S3's refusal or null. */
export function checkPostPolicy(
  policy: unknown,
  form: PostForm & { file: NonNullable<PostForm['file']> },
  bucket: string,
  now: Date,
): S3Error | null {
  const invalid = (message: string): S3Error => denied(`Invalid according to Policy: ${message}`);
  const document = policy as { expiration?: unknown; conditions?: unknown };
  const expiration = typeof document.expiration === 'string' ? new Date(document.expiration) : null;
  if (!expiration || Number.isNaN(expiration.getTime()) || !Array.isArray(document.conditions)) {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  if (now > expiration) return invalid('Policy expired.');
  const valueOf = (name: string) => (name === 'bucket' ? bucket : form.fields.get(name)?.value);
  const covered = new Set<string>();
  let sizeRange: [number, number] | null = null;
  for (const condition of document.conditions as unknown[]) {
    let operator: string;
    let field: string;
    let expected: string;
    if (Array.isArray(condition)) {
      const [op, a, b] = condition as [unknown, unknown, unknown];
      if (String(op).toLowerCase() === 'content-length-range') {
        sizeRange = [Number(a), Number(b)];
        continue;
      }
      operator = String(op).toLowerCase();
      field = String(a).replace(/^\$/, '').toLowerCase();
      expected = String(b);
    } else if (condition && typeof condition === 'object' && Object.keys(condition).length === 1) {
      const [[name, value]] = Object.entries(condition) as [[string, unknown]];
      operator = 'eq';
      field = name.toLowerCase();
      expected = String(value);
    } else {
      return {
        status: 400,
        code: 'InvalidPolicyDocument',
        message: 'Invalid Policy: Invalid Simple-Condition.',
      };
    }
    covered.add(field);
    const actual = valueOf(field) ?? '';
    const holds =
      operator === 'eq'
        ? actual === expected
        : operator === 'starts-with'
          ? // Content-Type may list several values; each must start with the prefix.
            (field === 'content-type' ? actual.split(',') : [actual]).every((v) =>
              v.trim().startsWith(expected),
            )
          : null;
    if (holds === null) {
      return {
        status: 400,
        code: 'InvalidPolicyDocument',
        message: `Invalid Policy: Invalid 'condition' ${operator}`,
      };
    }
    if (!holds) return invalid(`Policy Condition failed: ${JSON.stringify(condition)}`);
  }
  const extra = [...form.fields.values()]
    .filter(({ name }) => {
      const lower = name.toLowerCase();
      return !EXEMPT_FIELDS.has(lower) && !lower.startsWith('x-ignore-') && !covered.has(lower);
    })
    .map(({ name }) => name);
  if (extra.length) return invalid(`Extra input fields: ${extra.join(', ')}`);
  const size = form.file.bytes.length;
  if (sizeRange && size > sizeRange[1]) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      extra: { ProposedSize: size, MaxSizeAllowed: sizeRange[1] },
    };
  }
  if (sizeRange && size < sizeRange[0]) {
    return {
      status: 400,
      code: 'EntityTooSmall',
      message: 'Your proposed upload is smaller than the minimum allowed size',
      extra: { ProposedSize: size, MinSizeAllowed: sizeRange[0] },
    };
  }
  return null;
}

/** Form fields S3 stores as the object's headers. */
const STORED_FIELDS =
  /^(content-type|cache-control|content-disposition|content-encoding|expires|x-amz-meta-.+)$/;

/** A presigned POST from a browser: verify the form as S3 does, then store the file with a PUT. */
export async function browserUpload(
  settings: S3GateSettings,
  upstream: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
  received: ReceivedRequest,
  target: Target,
  contentType: string,
  fail: (error: S3Error) => void,
): Promise<void> {
  const form = await parseForm(received.body, contentType);
  if (!form)
    return fail({
      status: 400,
      code: 'MalformedPOSTRequest',
      message: 'The body of your POST request is not well-formed multipart/form-data.',
    });
  const field = (name: string) => form.fields.get(name)?.value;
  if (!form.file)
    return fail({
      status: 400,
      code: 'InvalidArgument',
      message: 'POST requires exactly one file upload per request.',
    });
  const keyTemplate = field('key');
  if (!keyTemplate)
    return fail({
      status: 400,
      code: 'InvalidArgument',
      message:
        "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
    });
  const policyBase64 = field('policy');
  const signature = field('x-amz-signature');
  if (!policyBase64 || !signature || field('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    // Without a policy S3 treats the upload as anonymous, which a private bucket refuses.
    return fail(denied());
  }
  const verification = await verifyPolicySignature(policyBase64, signature, field('x-amz-credential'), {
    service: 's3',
    region: settings.region,
    secretOf: settings.principals.secretOf,
    uriEscapePath: false,
  });
  if (!verification.ok) return fail(signatureError(verification));
  let policy: unknown;
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    return fail({ status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' });
  }
  const refusal = checkPostPolicy(policy, { ...form, file: form.file }, target.bucket, new Date());
  if (refusal) return fail(refusal);
  // A replacer function: the file name is the client's, and may hold $ patterns.
  const fileName = form.file.filename;
  const key = keyTemplate.replace('${filename}', () => fileName);
  if (escapesFolder(key))
    return fail({
      status: 400,
      code: 'InvalidArgument',
      message: 'Keys with "." or ".." segments are refused by the local S3.',
    });
  const principal = settings.principals.byAccessKeyId(verification.accessKeyId);
  const resource = objectArn(target.bucket, key);
  if (
    !principal ||
    settings.principals.authorize(principal, 's3:PutObject', resource).decision !== 'allowed'
  ) {
    return fail(denied());
  }
  const headers: Record<string, string> = {
    ...operatorHeaders(settings),
    'content-type': 'binary/octet-stream',
    'content-length': String(form.file.bytes.length),
    ...(req.headers.origin ? { origin: req.headers.origin } : {}),
  };
  for (const [name, { value }] of form.fields) if (STORED_FIELDS.test(name)) headers[name] = value;
  const path = objectPath(target.bucket, key);
  const stored = await forward(upstream, 'PUT', path, headers, form.file.bytes);
  if (stored.status !== 200) {
    res.writeHead(stored.status, stored.headers).end(stored.body);
    return;
  }
  const status = Number(field('success_action_status') ?? 204);
  const location = `http://${received.headers.host ?? ''}${path}`;
  const answerHeaders = {
    ...corsHeaders(req),
    etag: String(stored.headers.etag ?? ''),
    location,
    'x-amz-request-id': randomUUID(),
  };
  if (status === 201) {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${xmlEscape(location)}</Location><Bucket>${xmlEscape(target.bucket)}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(String(stored.headers.etag ?? ''))}</ETag></PostResponse>`;
    res.writeHead(201, { ...answerHeaders, 'content-type': 'application/xml' }).end(xml);
  } else {
    res.writeHead(status === 200 ? 200 : 204, answerHeaders).end();
  }
}
