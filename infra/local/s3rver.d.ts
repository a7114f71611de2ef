// s3rver ships no types; only what the local cloud uses.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    allowMismatchedSignatures?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Its filesystem store: where an object's files are (`object`, `object.md5`, `metadata.json`). */
    readonly store: { getResourcePath(bucket: string, key: string, resource: string): string };
  }
}

// The account registry s3rver checks access key ids against (see infra/local/s3.ts).
declare module 's3rver/lib/models/account' {
  export interface S3rverAccountModule {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  }
}
