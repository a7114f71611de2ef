import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { registerStage, type StageNames } from '../stage';
import { MEDIA_PREFIX } from '../../definitions/storage';
import { AlarmTopic, TableAlarms } from '../constructs/alarms';
import { LinkSecret } from '../constructs/link-secret';
import { LogsBucket } from '../constructs/logs-bucket';
import { OriginSecret } from '../constructs/origin-secret';
import { SingleTable } from '../constructs/single-table';
import { UploadBucket } from '../constructs/upload-bucket';

export interface DataStackProps extends StackProps {
  /** The platform's stage (infra/lib/stage.ts): prod when absent. */
  readonly names?: StageNames;
  /**
   * The site's custom domain, when there is one. Bucket CORS cannot name the CloudFront
   * domain itself: the web stack depends on this one, so that reference would be a cycle.
   */
  readonly domainName?: string;
  /** Who the alarms e-mail (context `alarmEmail`). */
  readonly alarmEmail?: string;
}

/** Everything that holds data: the table, the private documents and the public media. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly documentsBucket: Bucket;
  readonly mediaBucket: Bucket;
  /** Server access logs of the two buckets above (the web stack keeps its own). */
  readonly logsBucket: Bucket;
  /**
   * Where every stack's alarms go. It lives here, in the first stack of the chain, so that the
   * others can name it without a reference running backwards.
   */
  readonly alarmTopic: ITopic;
  /**
   * What CloudFront sends the API and the API functions require. Here, in the first stack, so it
   * exists before both the API (Tremplin-Api) and the distribution (Tremplin-Web) read it.
   */
  readonly originSecret: OriginSecret;
  /** Signs the e-mails' unsubscribe links: the API (which checks them) and the pipeline (which signs them) read it. */
  readonly linkSecret: LinkSecret;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);
    registerStage(this, props.names);

    this.table = new SingleTable(this, 'Data').table;
    this.alarmTopic = new AlarmTopic(this, 'Alarms', {
      ...(props.alarmEmail ? { email: props.alarmEmail } : {}),
    }).topic;
    const tableAlarms = new TableAlarms(this, 'TableAlarms', { topic: this.alarmTopic, table: this.table });
    // An alarm put in ALARM by hand notifies like a real one, then goes back to OK at its next
    // evaluation (five minutes at most): the way to check that alarm e-mails arrive.
    new CfnOutput(this, 'TestAlarmCommand', {
      description: 'Fires a test alarm: the subscribed address should get its e-mail within a minute',
      value: `aws cloudwatch set-alarm-state --region ${this.region} --alarm-name ${tableAlarms.throttledRequests.alarmName} --state-value ALARM --state-reason "Test: do alarm e-mails arrive?"`,
    });
    this.originSecret = new OriginSecret(this, 'OriginVerify');
    this.linkSecret = new LinkSecret(this, 'UnsubscribeLinks');

    // Without a known site origin, any origin may send the preflight. CORS does not guard
    // these buckets anyway: every upload or download needs a presigned URL issued by the API.
    const allowedOrigins = props.domainName ? [`https://${props.domainName}`] : ['*'];
    this.logsBucket = new LogsBucket(this, 'AccessLogs').bucket;
    this.documentsBucket = new UploadBucket(this, 'Documents', {
      allowedOrigins,
      accessLogs: { bucket: this.logsBucket, prefix: 's3/documents/' },
    }).bucket;
    this.mediaBucket = new UploadBucket(this, 'Media', {
      allowedOrigins,
      accessLogs: { bucket: this.logsBucket, prefix: 's3/media/' },
    }).bucket;

    // CloudFront (/media/*) reads media through origin access control. The statement cannot name
    // the distribution (it lives in the web stack, which depends on this one), so it admits this
    // account's distributions, for media/ objects only, which are public through the site anyway.
    this.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowCloudFrontReadMedia',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects(`${MEDIA_PREFIX}*`)],
        conditions: {
          // A fixed SourceAccount keeps the policy non-public for Block Public Access.
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
  }
}
