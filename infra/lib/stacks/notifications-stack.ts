import { Duration, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { EventSourceMapping, StartingPosition, type IEventSourceDlq } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { PLATFORM_NAME } from '@common/platform';
import {
  PIPELINE_FUNCTIONS,
  type PipelineFunction,
  type PipelineFunctionName,
} from '../../../lambdas/routes';
import type { QueueKind } from '../../../lambdas/permissions';
import { PIPELINE_VARIABLES } from '../../../lambdas/notifications/settings';
import {
  DEAD_LETTER_RETENTION_DAYS,
  QUEUE_RETENTION_DAYS,
  QUEUES,
  SCHEDULE_TIMEZONE,
  SCHEDULES,
  STREAM_SOURCE,
  type ScheduleName,
} from '../../definitions/notifications';
import { FunctionAlarms } from '../constructs/alarms';
import { HandlerFunction } from '../constructs/handler-function';
import type { LinkSecret } from '../constructs/link-secret';
import type { SesIdentity } from '../constructs/user-directory';
import { grantPermissions, suppressGrantWildcards } from '../grants';
import { registerStage, stageNamesOf, type StageNames } from '../stage';

export interface NotificationsStackProps extends StackProps {
  /** The platform's stage (infra/lib/stage.ts): prod when absent. */
  readonly names?: StageNames;
  /** The table, with its stream. */
  readonly table: ITable;
  readonly alarmTopic: ITopic;
  /** Signs the unsubscribe links the e-mails carry. */
  readonly linkSecret: LinkSecret;
  /** What e-mails link to (the site's address). */
  readonly siteUrl: string;
  /** Where e-mails go out from (context sesIdentity); without it nothing is e-mailed (the bell still works). */
  readonly sesIdentity?: SesIdentity;
  /** SES's maximum sending rate of the account (context sesMaxSendRate). */
  readonly sesMaxSendRate: number;
  /** Defaults to lambdas/routes.ts; tests pass one with a grant removed. */
  readonly functions?: Readonly<Record<PipelineFunctionName, PipelineFunction>>;
}

/** An event source mapping's on-failure destination, granted by the function's own declared permissions. */
function failureDestination(queue: IQueue): IEventSourceDlq {
  return { bind: () => ({ destination: queue.queueArn }) };
}

/**
 * The notification pipeline (docs/architecture.md, "Events, messages and schedules"): the table's
 * stream feeds `notify-stream`, which turns changes into jobs; `notify-jobs` writes the bell's items a
 * page of recipients at a time and queues e-mails; `send-email` sends them through SES at its rate;
 * EventBridge Scheduler runs the download summaries and digests; SES's bounces and complaints come
 * back through SNS to `record-email-feedback`. Every queue has a dead-letter queue with an alarm.
 */
export class NotificationsStack extends Stack {
  readonly functions: ReadonlyMap<PipelineFunctionName, NodejsFunction>;
  readonly queues: Readonly<Record<QueueKind, Queue>>;
  readonly deadLetterQueues: Readonly<Record<'jobs' | 'send', Queue>>;
  readonly schedules: Readonly<Record<ScheduleName, Schedule>>;
  readonly configurationSet?: ConfigurationSet;
  readonly feedbackTopic?: Topic;

  constructor(scope: Construct, id: string, props: NotificationsStackProps) {
    super(scope, id, props);
    registerStage(this, props.names);
    const definitions = props.functions ?? PIPELINE_FUNCTIONS;

    const queue = (
      name: string,
      settings: Partial<{ visibilityTimeoutSeconds: number }>,
      deadLetter?: Queue,
      maxReceiveCount?: number,
    ) =>
      new Queue(this, name, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(deadLetter ? QUEUE_RETENTION_DAYS : DEAD_LETTER_RETENTION_DAYS),
        ...(settings.visibilityTimeoutSeconds
          ? { visibilityTimeout: Duration.seconds(settings.visibilityTimeoutSeconds) }
          : {}),
        ...(deadLetter && maxReceiveCount ? { deadLetterQueue: { queue: deadLetter, maxReceiveCount } } : {}),
      });
    const jobsDlq = queue('JobsDeadLetters', {});
    const sendDlq = queue('SendDeadLetters', {});
    const streamFailures = queue('StreamFailures', {});
    for (const dlq of [jobsDlq, sendDlq, streamFailures]) {
      NagSuppressions.addResourceSuppressions(dlq, [
        {
          id: 'AwsSolutions-SQS3',
          reason:
            'A dead-letter queue itself (or the stream mapping’s failure destination): it has none of its own; an alarm fires on its first message.',
        },
      ]);
    }
    this.deadLetterQueues = { jobs: jobsDlq, send: sendDlq };
    this.queues = {
      jobs: queue('Jobs', QUEUES.jobs, jobsDlq, QUEUES.jobs.maxReceiveCount),
      send: queue('Send', QUEUES.send, sendDlq, QUEUES.send.maxReceiveCount),
      'stream-failures': streamFailures,
    };

    // SES: the configuration set every e-mail goes through, its bounces and complaints to SNS.
    let email: { identityArn: string; configurationSetArn: string } | undefined;
    if (props.sesIdentity) {
      this.configurationSet = new ConfigurationSet(this, 'Email', {
        suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
        tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
        reputationMetrics: true,
      });
      email = {
        identityArn: this.formatArn({
          service: 'ses',
          resource: 'identity',
          resourceName: props.sesIdentity.verifiedDomain ?? props.sesIdentity.fromEmail,
        }),
        configurationSetArn: this.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: this.configurationSet.configurationSetName,
        }),
      };
    }

    const environment = (name: PipelineFunctionName): Record<string, string> => ({
      TABLE_NAME: props.table.tableName,
      [PIPELINE_VARIABLES.jobsQueueUrl]: this.queues.jobs.queueUrl,
      [PIPELINE_VARIABLES.sendQueueUrl]: this.queues.send.queueUrl,
      ...(name === 'notify-jobs'
        ? {
            [PIPELINE_VARIABLES.siteUrl]: props.siteUrl,
            [PIPELINE_VARIABLES.linkSecret]: props.linkSecret.value,
            // E-mails are built only where they can be sent.
            [PIPELINE_VARIABLES.emailEnabled]: props.sesIdentity ? 'true' : 'false',
          }
        : {}),
      ...(name === 'send-email'
        ? {
            [PIPELINE_VARIABLES.emailFrom]: props.sesIdentity
              ? `${PLATFORM_NAME} <${props.sesIdentity.fromEmail}>`
              : '',
            [PIPELINE_VARIABLES.configurationSet]: this.configurationSet?.configurationSetName ?? '',
            [PIPELINE_VARIABLES.maxSendRate]: String(props.sesMaxSendRate),
            [PIPELINE_VARIABLES.senderConcurrency]: String(QUEUES.send.maxConcurrency),
          }
        : {}),
    });

    const functions = new Map<PipelineFunctionName, NodejsFunction>();
    for (const [name, definition] of Object.entries(definitions) as [
      PipelineFunctionName,
      PipelineFunction,
    ][]) {
      const fn = new HandlerFunction(this, name, {
        handlerModule: definition.handler,
        description: `Tremplin ${definition.description}`,
        timeoutSeconds: definition.timeoutSeconds,
        environment: environment(name),
      }).function;
      grantPermissions(fn, definition.permissions, {
        table: props.table,
        queues: this.queues,
        ...(email ? { email } : {}),
      });
      functions.set(name, fn);
    }
    this.functions = functions;
    const fn = (name: PipelineFunctionName) => {
      const found = functions.get(name);
      if (!found) throw new Error(`No pipeline function ${name}`);
      return found;
    };

    // The stream: batches, partial-batch failure reports, split and retried, then to the failure queue.
    const streamArn = props.table.tableStreamArn;
    if (!streamArn) throw new Error('The notification pipeline needs the table with its stream');
    new EventSourceMapping(this, 'StreamSource', {
      target: fn('notify-stream'),
      eventSourceArn: streamArn,
      startingPosition: StartingPosition[STREAM_SOURCE.startingPosition],
      batchSize: STREAM_SOURCE.batchSize,
      maxBatchingWindow: Duration.seconds(STREAM_SOURCE.maxBatchingWindowSeconds),
      retryAttempts: STREAM_SOURCE.retryAttempts,
      bisectBatchOnError: STREAM_SOURCE.bisectBatchOnError,
      reportBatchItemFailures: true,
      onFailure: failureDestination(streamFailures),
    });
    for (const [kind, consumer] of [
      ['jobs', 'notify-jobs'],
      ['send', 'send-email'],
    ] as const) {
      new EventSourceMapping(this, `${kind === 'jobs' ? 'Jobs' : 'Send'}Source`, {
        target: fn(consumer),
        eventSourceArn: this.queues[kind].queueArn,
        batchSize: QUEUES[kind].batchSize,
        maxConcurrency: QUEUES[kind].maxConcurrency,
        reportBatchItemFailures: true,
      });
    }

    const scheduleFn = fn('notify-schedule');
    // One role for the schedules, allowed to invoke that function alone.
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'Tremplin: EventBridge Scheduler runs the download summaries and digests',
    });
    const schedules = {} as Record<ScheduleName, Schedule>;
    for (const [name, schedule] of Object.entries(SCHEDULES) as [
      ScheduleName,
      (typeof SCHEDULES)[ScheduleName],
    ][]) {
      schedules[name] = new Schedule(this, `Schedule-${name}`, {
        description: `Tremplin ${name}`,
        schedule: ScheduleExpression.expression(schedule.expression, TimeZone.of(SCHEDULE_TIMEZONE)),
        target: new LambdaInvoke(scheduleFn, {
          role: schedulerRole,
          // The run's scheduled time is its digests' cut: a run the scheduler retries cuts at the same time.
          input: ScheduleTargetInput.fromObject({ run: schedule.run, at: ContextAttribute.scheduledTime }),
          retryAttempts: 3,
          maxEventAge: Duration.hours(1),
        }),
      });
    }
    // After the schedules: their binding wrote the role's policy, which the acknowledgement is put on.
    suppressGrantWildcards(
      schedulerRole,
      [`${scheduleFn.functionArn}:*`],
      "EventBridge Scheduler invokes the digest function only: CDK's grant names the function and its versions and aliases (`:*`).",
    );
    this.schedules = schedules;

    if (this.configurationSet) {
      // SES publishes to an encrypted topic only with a key it may use.
      const key = new Key(this, 'FeedbackKey', {
        description: "Tremplin: encrypts SES's bounce and complaint notifications",
        enableKeyRotation: true,
      });
      key.addToResourcePolicy(
        new PolicyStatement({
          sid: 'AllowSesToPublish',
          principals: [new ServicePrincipal('ses.amazonaws.com')],
          actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
        }),
      );
      this.feedbackTopic = new Topic(this, 'EmailFeedback', {
        displayName: 'Tremplin e-mail bounces and complaints',
        masterKey: key,
        enforceSSL: true,
      });
      this.configurationSet.addEventDestination('Feedback', {
        destination: EventDestination.snsTopic(this.feedbackTopic),
        events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
      });
      this.feedbackTopic.addSubscription(new LambdaSubscription(fn('record-email-feedback')));
    }

    new FunctionAlarms(this, 'FunctionAlarms', {
      topic: props.alarmTopic,
      functions: functions,
      label: 'Tremplin notification functions',
    });
    // Anything in a dead-letter queue is a notification or an e-mail that did not go out.
    const action = new SnsAction(props.alarmTopic);
    for (const [label, dlq] of [
      ['jobs', jobsDlq],
      ['send', sendDlq],
      ['stream', streamFailures],
    ] as const) {
      const alarm = new Alarm(this, `DeadLetters-${label}`, {
        alarmDescription: `Tremplin notifications: messages in the ${label} dead-letter queue (${stageNamesOf(this).stage}); read them, fix the cause, redrive them`,
        metric: dlq.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(action);
    }
  }
}
