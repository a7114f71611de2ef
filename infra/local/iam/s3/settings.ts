import type { Principals } from '../principals';

export interface S3GateSettings {
  /** s3rver's endpoint. */
  upstream: string;
  principals: Principals;
  region: string;
  /** The operator's key id, which s3rver knows: the gate forwards what it admitted under it. */
  operatorAccessKeyId: string;
  /** Multipart uploads, which the gate answers itself (s3/multipart.ts): where it keeps them. */
  multipart: {
    dir: string;
    /** Gives a stored object S3's multipart ETag (s3rver would answer the MD5 of its bytes). */
    setStoredEtag: (bucket: string, key: string, etag: string) => Promise<void>;
  };
  /** Larger browser uploads are refused before they are read (S3's own ceiling for a POST is 5 GB). */
  maxPostBytes?: number;
}
