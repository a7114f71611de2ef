import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { STAGING_EXPIRY_DAYS, STAGING_PREFIX, UPLOAD_CORS } from '../../definitions/storage';

export interface UploadBucketProps {
  /** Origins allowed to upload from the browser with presigned requests. */
  readonly allowedOrigins: readonly string[];
  /** Where S3 writes this bucket's server access logs, and under which prefix. */
  readonly accessLogs: { readonly bucket: Bucket; readonly prefix: string };
}

const HTTP_METHODS: Record<string, HttpMethods> = {
  GET: HttpMethods.GET,
  HEAD: HttpMethods.HEAD,
  POST: HttpMethods.POST,
  PUT: HttpMethods.PUT,
  DELETE: HttpMethods.DELETE,
};

function httpMethod(name: string): HttpMethods {
  const method = HTTP_METHODS[name];
  if (!method) throw new Error(`Unsupported CORS method ${name}`);
  return method;
}

/** How long an overwritten or deleted file's earlier version is kept, to bring back one removed by mistake. */
export const NONCURRENT_VERSION_DAYS = 30;

/**
 * A private bucket that browsers upload to with presigned POSTs: nothing public, TLS only,
 * every request in the server access logs, and uploads left in the staging prefix (never
 * attached) expire on their own. Versioned: a file deleted or replaced by mistake can be brought
 * back for 30 days (docs/deploying.md says how), then its earlier version expires.
 */
export class UploadBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: UploadBucketProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: props.accessLogs.bucket,
      serverAccessLogsPrefix: props.accessLogs.prefix,
      cors: [
        {
          allowedOrigins: [...props.allowedOrigins],
          allowedMethods: UPLOAD_CORS.allowedMethods.map(httpMethod),
          allowedHeaders: [...UPLOAD_CORS.allowedHeaders],
          exposedHeaders: [...UPLOAD_CORS.exposedHeaders],
          maxAge: UPLOAD_CORS.maxAgeSeconds,
        },
      ],
      versioned: true,
      lifecycleRules: [
        {
          id: 'expire-staging-uploads',
          prefix: STAGING_PREFIX,
          expiration: Duration.days(STAGING_EXPIRY_DAYS),
          // An upload never attached has nothing worth bringing back.
          noncurrentVersionExpiration: Duration.days(STAGING_EXPIRY_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(STAGING_EXPIRY_DAYS),
        },
        {
          id: 'expire-earlier-versions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
          // A delete marker left alone once its earlier versions have gone.
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
