import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmRule,
  AlarmState,
  ComparisonOperator,
  CompositeAlarm,
  MathExpression,
  TreatMissingData,
  type IAlarmAction,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { stageNamesOf } from '../stage';

/** Every alarm looks at five-minute sums and fires on one breaching period. */
const PERIOD = Duration.minutes(5);

export interface AlarmTopicProps {
  /** Subscribed by e-mail (context `alarmEmail`); AWS sends a confirmation link first. */
  readonly email?: string;
}

/**
 * Who may act for CloudWatch on the topic and its key: alarms of this account, in this region (the
 * stacks that hold alarms are all in the platform's region). The account and the alarm ARN pattern
 * keep another account's alarms from using CloudWatch as a confused deputy.
 */
function fromThisAccountsAlarms(stack: Stack) {
  return {
    StringEquals: { 'aws:SourceAccount': stack.account },
    ArnLike: {
      'aws:SourceArn': `arn:${stack.partition}:cloudwatch:${stack.region}:${stack.account}:alarm:*`,
    },
  };
}

/**
 * The SNS topic every alarm notifies, encrypted with a key of its own (CloudWatch cannot publish
 * to a topic under the AWS-managed SNS key) and refusing anything but TLS. Its policy must allow
 * CloudWatch to publish: the Deny that enforceSSL writes makes the topic's policy an explicit one,
 * which replaces SNS's default owner policy, and without an Allow no alarm would ever arrive.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps = {}) {
    super(scope, id);
    const stack = Stack.of(this);
    const key = new Key(this, 'Key', {
      description: 'Tremplin: encrypts the alarm topic',
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowCloudWatchAlarmsToPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: fromThisAccountsAlarms(stack),
      }),
    );
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Tremplin alarms',
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowCloudWatchAlarmsToPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromThisAccountsAlarms(stack),
      }),
    );
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    new CfnOutput(this, 'Subscription', {
      description: 'Who receives the alarms',
      value: props.email
        ? `${props.email} (confirm the e-mail AWS sends)`
        : 'nobody yet: deploy with -c alarmEmail=ops@example.com, or subscribe to AlarmTopicArn',
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn });
  }
}

function alarmAction(topic: ITopic): IAlarmAction {
  return new SnsAction(topic);
}

export interface FunctionAlarmsProps {
  readonly topic: ITopic;
  /** The functions to watch, by a name for the alarm's description. */
  readonly functions: ReadonlyMap<string, IFunction>;
  /** What the composite alarm is called in e-mails, e.g. "Tremplin API functions". */
  readonly label: string;
}

/**
 * One alarm per function on its errors (uncaught: crashes, timeouts; the handlers answer their own
 * errors as HTTP 500s, which the API alarm counts) plus its throttles, silent, and one composite alarm
 * over them that notifies: a failing dependency makes one e-mail, which names the functions in alarm.
 */
export class FunctionAlarms extends Construct {
  readonly alarms: readonly Alarm[];
  readonly composite: CompositeAlarm;

  constructor(scope: Construct, id: string, props: FunctionAlarmsProps) {
    super(scope, id);
    this.alarms = [...props.functions].map(
      ([name, fn]) =>
        new Alarm(this, name, {
          alarmDescription: `${props.label}: ${name} failed (uncaught errors or throttles)`,
          metric: new MathExpression({
            expression: 'errors + throttles',
            usingMetrics: {
              errors: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
              throttles: fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
            },
            period: PERIOD,
            label: `${name} errors + throttles`,
          }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
    );
    this.composite = new CompositeAlarm(this, 'Any', {
      alarmDescription: `${props.label}: a function failed (uncaught errors or throttles); the alarms in ALARM name it`,
      alarmRule: AlarmRule.anyOf(...this.alarms.map((alarm) => AlarmRule.fromAlarm(alarm, AlarmState.ALARM))),
    });
    this.composite.addAlarmAction(alarmAction(props.topic));
  }
}

/** What the access-log metric filter counts: answers 429 (the stage's throttles and our own limits). */
export const THROTTLED_REQUESTS_METRIC = 'ApiTooManyRequests';

export interface ApiAlarmsProps {
  readonly topic: ITopic;
  readonly httpApi: HttpApi;
  /** The stage's JSON access logs (API_ACCESS_LOG_FIELDS), where the 429s are counted. */
  readonly accessLogs: ILogGroup;
}

/** The API's share of 5xx answers, and its 429s (the stage's throttles and the contact form's limits). */
export class ApiAlarms extends Construct {
  readonly serverErrorRate: Alarm;
  readonly tooManyRequests: Alarm;

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    const action = alarmAction(props.topic);

    this.serverErrorRate = new Alarm(this, 'ServerErrorRate', {
      alarmDescription:
        'Tremplin API: 5% or more of the requests of five minutes answered 5xx (from 5 requests on)',
      metric: new MathExpression({
        // Below 5 requests one failure is no rate; MathExpression periods follow their metrics.
        expression: 'IF(requests >= 5, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
          requests: props.httpApi.metricCount({ period: PERIOD, statistic: 'Sum' }),
        },
        period: PERIOD,
        label: '5xx rate (%)',
      }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.serverErrorRate.addAlarmAction(action);

    const filter = new MetricFilter(this, 'TooManyRequestsFilter', {
      logGroup: props.accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: stageNamesOf(this).metricsNamespace,
      metricName: THROTTLED_REQUESTS_METRIC,
      metricValue: '1',
    });
    this.tooManyRequests = new Alarm(this, 'TooManyRequests', {
      alarmDescription:
        'Tremplin API: 10 or more answers 429 in five minutes (route throttles reached, or a client held by a rate limit)',
      metric: filter.metric({ period: PERIOD, statistic: 'Sum' }),
      threshold: 10,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.tooManyRequests.addAlarmAction(action);
  }
}

/** The DynamoDB operations the functions call (a transaction counts as TransactWriteItems). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** Any throttled request on the table or its indexes (on demand, that is a hot key or a sudden surge). */
export class TableAlarms extends Construct {
  readonly throttledRequests: Alarm;

  constructor(scope: Construct, id: string, props: { readonly topic: ITopic; readonly table: Table }) {
    super(scope, id);
    this.throttledRequests = new Alarm(this, 'ThrottledRequests', {
      alarmDescription: 'Tremplin table: DynamoDB throttled requests in the last five minutes',
      metric: props.table.metricThrottledRequestsForOperations({
        operations: TABLE_OPERATIONS,
        period: PERIOD,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.throttledRequests.addAlarmAction(alarmAction(props.topic));
  }
}
