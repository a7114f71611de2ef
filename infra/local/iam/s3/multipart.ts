/**
 * S3 multipart uploads as S3 answers them, which s3rver does not: it has no ListParts and no abort,
 * takes parts for any upload id (it creates the folder), completes with any ETag, in any order and
 * with parts of any size, and gives the object the MD5 of its bytes. The gate keeps uploads here,
 * on disk (an upload survives a restart of the local cloud, as it would survive anything on S3):
 * - CreateMultipartUpload records the upload and the headers the object will have;
 * - UploadPart stores a part (a new body for the same number replaces it) and answers its ETag;
 * - ListParts lists them (number, ETag, size, date), in pages of max-parts from part-number-marker;
 * - AbortMultipartUpload drops the upload and its parts;
 * - CompleteMultipartUpload checks the list as S3 does (MalformedXML, InvalidPartOrder, InvalidPart
 *   for a part not held or of another ETag, EntityTooSmall for a part under 5 MiB but the last),
 *   stores the object in s3rver and gives it S3's multipart ETag, the MD5 of the parts' MD5s and
 *   their count (`…-3`).
 * An upload id that is unknown, aborted, completed or of another key answers NoSuchUpload.
 * The signature, expiry and IAM right of each request were checked before (s3-gate.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { forward, type Upstream } from '../gate-http';
import type { ReceivedRequest } from '../sigv4';
import { xmlEscape, type S3Error } from './errors';
import { operatorHeaders } from './forwarding';
import { objectPath, type Target } from './requests';
import type { S3GateSettings } from './settings';

/** S3's smallest part, but for the last one. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;
const NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** Headers of CreateMultipartUpload the completed object keeps (as PutObject would). */
const KEPT_HEADERS =
  /^(content-type|cache-control|content-disposition|content-encoding|content-language|expires|x-amz-meta-.+)$/;

interface UploadRecord {
  bucket: string;
  key: string;
  initiated: string;
  headers: Record<string, string>;
}

interface PartRecord {
  number: number;
  etag: string;
  size: number;
  lastModified: string;
}

export interface MultipartAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const NO_SUCH_UPLOAD: S3Error = {
  status: 404,
  code: 'NoSuchUpload',
  message:
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
};

const MALFORMED_XML: S3Error = {
  status: 400,
  code: 'MalformedXML',
  message: 'The XML you provided was not well-formed or did not validate against our published schema',
};

const INVALID_PART = (number: number, etag: string): S3Error => ({
  status: 400,
  code: 'InvalidPart',
  message:
    "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
  extra: { UploadId: '', PartNumber: number, ETag: etag },
});

const xml = (body: string): MultipartAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/xml' },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`,
});

const unquote = (etag: string) =>
  etag
    .replace(/&quot;/g, '"')
    .replace(/"/g, '')
    .trim();

/** The parts a CompleteMultipartUpload body lists, in its order; null when it is not that XML. */
export function completionParts(body: string): { number: number; etag: string }[] | null {
  if (!/<CompleteMultipartUpload[\s>]/.test(body)) return null;
  const parts: { number: number; etag: string }[] = [];
  for (const match of body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
    const inner = match[1] ?? '';
    const number = /<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(inner)?.[1];
    const etag = /<ETag>([\s\S]*?)<\/ETag>/.exec(inner)?.[1];
    if (number === undefined || etag === undefined) return null;
    parts.push({ number: Number(number), etag: unquote(etag) });
  }
  return parts.length ? parts : null;
}

/** S3's ETag of a multipart object: the MD5 of the parts' binary MD5s, then `-` and their count. */
export function multipartEtag(partEtags: readonly string[]): string {
  const md5s = Buffer.concat(partEtags.map((etag) => Buffer.from(unquote(etag), 'hex')));
  return `${createHash('md5').update(md5s).digest('hex')}-${partEtags.length}`;
}

export class MultipartStore {
  constructor(
    private readonly dir: string,
    private readonly upstream: Upstream,
    private readonly settings: S3GateSettings,
    /** Gives a stored object the ETag S3 would (s3rver computes the MD5 of its bytes). */
    private readonly setStoredEtag: (bucket: string, key: string, etag: string) => Promise<void>,
  ) {}

  /** Whether the gate answers this request itself: every multipart call on an object. */
  static handles(received: ReceivedRequest, target: Target): boolean {
    if (!target.key) return false;
    const { method, query } = received;
    if (method === 'POST') return 'uploads' in query || 'uploadId' in query;
    return (method === 'PUT' || method === 'GET' || method === 'DELETE') && 'uploadId' in query;
  }

  async answer(received: ReceivedRequest, target: Target): Promise<MultipartAnswer | S3Error> {
    const { method, query } = received;
    if (method === 'POST' && 'uploads' in query) return this.initiate(received, target);
    const upload = await this.upload(query.uploadId ?? '', target);
    if (!upload) return NO_SUCH_UPLOAD;
    const uploadId = query.uploadId ?? '';
    switch (method) {
      case 'PUT':
        return this.uploadPart(uploadId, query.partNumber, received);
      case 'GET':
        return this.listParts(uploadId, upload, query);
      case 'DELETE':
        await rm(this.folder(uploadId), { recursive: true, force: true });
        return { status: 204, headers: {}, body: '' };
      default:
        return this.complete(uploadId, upload, received);
    }
  }

  private folder(uploadId: string): string {
    return join(this.dir, uploadId);
  }

  private async upload(uploadId: string, target: Target): Promise<UploadRecord | null> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(uploadId)) return null;
    try {
      const record = JSON.parse(
        await readFile(join(this.folder(uploadId), 'upload.json'), 'utf8'),
      ) as UploadRecord;
      return record.bucket === target.bucket && record.key === target.key ? record : null;
    } catch {
      return null;
    }
  }

  private async initiate(received: ReceivedRequest, target: Target): Promise<MultipartAnswer | S3Error> {
    const bucket = await forward(
      this.upstream,
      'HEAD',
      `/${encodeURIComponent(target.bucket)}`,
      operatorHeaders(this.settings),
      Buffer.alloc(0),
    );
    if (bucket.status !== 200) {
      return { status: 404, code: 'NoSuchBucket', message: 'The specified bucket does not exist' };
    }
    const uploadId = randomBytes(24).toString('base64url');
    const headers = Object.fromEntries(
      Object.entries(received.headers).filter(([name]) => KEPT_HEADERS.test(name)),
    );
    const record: UploadRecord = {
      bucket: target.bucket,
      key: target.key,
      initiated: new Date().toISOString(),
      headers,
    };
    await mkdir(this.folder(uploadId), { recursive: true });
    await writeFile(join(this.folder(uploadId), 'upload.json'), JSON.stringify(record));
    return xml(
      `<InitiateMultipartUploadResult xmlns="${NAMESPACE}"><Bucket>${xmlEscape(target.bucket)}</Bucket><Key>${xmlEscape(target.key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
    );
  }

  private async uploadPart(
    uploadId: string,
    partNumber: string | undefined,
    received: ReceivedRequest,
  ): Promise<MultipartAnswer | S3Error> {
    const number = Number(partNumber);
    if (!/^\d+$/.test(partNumber ?? '') || number < 1 || number > MAX_PART_NUMBER) {
      return {
        status: 400,
        code: 'InvalidArgument',
        message: 'Part number must be an integer between 1 and 10000, inclusive',
        extra: { ArgumentName: 'partNumber', ArgumentValue: partNumber ?? '' },
      };
    }
    const etag = createHash('md5').update(received.body).digest('hex');
    const part: PartRecord = {
      number,
      etag,
      size: received.body.length,
      lastModified: new Date().toISOString(),
    };
    const folder = this.folder(uploadId);
    await writeFile(join(folder, `${number}.part`), received.body);
    await writeFile(join(folder, `${number}.json`), JSON.stringify(part));
    return { status: 200, headers: { etag: `"${etag}"` }, body: '' };
  }

  private async parts(uploadId: string): Promise<PartRecord[]> {
    const names = (await readdir(this.folder(uploadId))).filter((name) => /^\d+\.json$/.test(name));
    const parts = await Promise.all(
      names.map(
        async (name) => JSON.parse(await readFile(join(this.folder(uploadId), name), 'utf8')) as PartRecord,
      ),
    );
    return parts.sort((a, b) => a.number - b.number);
  }

  private async listParts(
    uploadId: string,
    upload: UploadRecord,
    query: Record<string, string>,
  ): Promise<MultipartAnswer | S3Error> {
    const marker = Number(query['part-number-marker'] ?? 0) || 0;
    const maxParts = Math.min(1000, Number(query['max-parts'] ?? 1000) || 1000);
    const after = (await this.parts(uploadId)).filter((part) => part.number > marker);
    const page = after.slice(0, maxParts);
    const truncated = after.length > page.length;
    const next = page.at(-1)?.number ?? marker;
    const parts = page
      .map(
        (part) =>
          `<Part><PartNumber>${part.number}</PartNumber><LastModified>${part.lastModified}</LastModified><ETag>&quot;${part.etag}&quot;</ETag><Size>${part.size}</Size></Part>`,
      )
      .join('');
    return xml(
      `<ListPartsResult xmlns="${NAMESPACE}"><Bucket>${xmlEscape(upload.bucket)}</Bucket><Key>${xmlEscape(upload.key)}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${next}</NextPartNumberMarker><MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated>${parts}<StorageClass>STANDARD</StorageClass></ListPartsResult>`,
    );
  }

  private async complete(
    uploadId: string,
    upload: UploadRecord,
    received: ReceivedRequest,
  ): Promise<MultipartAnswer | S3Error> {
    const listed = completionParts(received.body.toString('utf8'));
    if (!listed) return MALFORMED_XML;
    for (let index = 1; index < listed.length; index++) {
      if ((listed[index]?.number ?? 0) <= (listed[index - 1]?.number ?? 0)) {
        return {
          status: 400,
          code: 'InvalidPartOrder',
          message: 'The list of parts was not in ascending order. Parts must be ordered by part number.',
          extra: { UploadId: uploadId },
        };
      }
    }
    const held = new Map((await this.parts(uploadId)).map((part) => [part.number, part]));
    const chosen: PartRecord[] = [];
    for (const { number, etag } of listed) {
      const part = held.get(number);
      if (!part || part.etag !== etag.toLowerCase()) {
        const refused = INVALID_PART(number, etag);
        return { ...refused, extra: { ...refused.extra, UploadId: uploadId } };
      }
      chosen.push(part);
    }
    const small = chosen.slice(0, -1).find((part) => part.size < MIN_PART_BYTES);
    if (small) {
      return {
        status: 400,
        code: 'EntityTooSmall',
        message: 'Your proposed upload is smaller than the minimum allowed size',
        extra: {
          ProposedSize: small.size,
          MinSizeAllowed: MIN_PART_BYTES,
          PartNumber: small.number,
          ETag: `"${small.etag}"`,
        },
      };
    }
    const folder = this.folder(uploadId);
    const body = Buffer.concat(
      await Promise.all(chosen.map((part) => readFile(join(folder, `${part.number}.part`)))),
    );
    const stored = await forward(
      this.upstream,
      'PUT',
      objectPath(upload.bucket, upload.key),
      { ...upload.headers, ...operatorHeaders(this.settings), 'content-length': String(body.length) },
      body,
    );
    if (stored.status !== 200) throw new Error(`s3rver did not store ${upload.key}: ${stored.status}`);
    const etag = multipartEtag(chosen.map((part) => part.etag));
    await this.setStoredEtag(upload.bucket, upload.key, etag);
    await rm(folder, { recursive: true, force: true });
    return xml(
      `<CompleteMultipartUploadResult xmlns="${NAMESPACE}"><Location>/${xmlEscape(upload.bucket)}/${xmlEscape(upload.key)}</Location><Bucket>${xmlEscape(upload.bucket)}</Bucket><Key>${xmlEscape(upload.key)}</Key><ETag>&quot;${etag}&quot;</ETag></CompleteMultipartUploadResult>`,
    );
  }
}
