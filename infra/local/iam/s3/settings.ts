import type { Principals } from '../principals';

export interface S3GateSettings {
  /** s3rver's endpoint. */
  upstream: string;
  principals: Principals;
  region: string;
  /** The operator's key id, which s3rver knows: the gate forwards what it admitted under it. */
  operatorAccessKeyId: string;
  /** Larger browser uploads are refused before they are read (S3's own ceiling for a POST is 5 GB). */
  maxPostBytes?: number;
}
