import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** How long access logs (S3 server access logs, CloudFront standard logs) are kept. */
export const ACCESS_LOG_RETENTION_DAYS = 90;

export interface LogsBucketProps {
  /**
   * CloudFront standard logging delivers through an ACL grant, so the bucket keeps ACLs enabled
   * (BucketOwnerPreferred); without it ACLs stay disabled. S3 server access logs are delivered
   * through the bucket policy either way (feature flag `@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy`).
   */
  readonly cloudFrontLogs?: boolean;
}

/**
 * The access-log target of a stack: private, TLS only, SSE-S3 (the only encryption S3 server
 * access logging and CloudFront standard logging both accept), emptied by a lifecycle rule.
 * It outlives the stack: logs are the record of what happened, and expire on their own.
 */
export class LogsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: LogsBucketProps = {}) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: props.cloudFrontLogs
        ? ObjectOwnership.BUCKET_OWNER_PREFERRED
        : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      lifecycleRules: [
        {
          id: 'expire-access-logs',
          expiration: Duration.days(ACCESS_LOG_RETENTION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    NagSuppressions.addResourceSuppressions(this.bucket, [
      {
        id: 'AwsSolutions-S1',
        reason:
          'This bucket is the access-log target: only the log delivery services write to it, and logging it into itself would log every delivery.',
      },
    ]);
  }
}
