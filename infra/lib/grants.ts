import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { BucketKind, Permissions, QueueKind } from '../../lambdas/permissions';
import { wildcardResourceFinding } from './nag';

/** The resources a function's declared permissions refer to. */
export interface GrantTargets {
  readonly table: ITable;
  readonly buckets?: Readonly<Record<BucketKind, IBucket>>;
  readonly userPool?: IUserPool;
  /** The notification pipeline's queues, by kind. */
  readonly queues?: Readonly<Partial<Record<QueueKind, IQueue>>>;
  /** SES: the identity e-mails are sent from and the configuration set they go through (ARNs). */
  readonly email?: { readonly identityArn: string; readonly configurationSetArn: string };
}

/**
 * A function's IAM policy, exactly as its route (or trigger) declares it in lambdas/routes.ts:
 * each action on the table, the indexes it queries, the bucket keys it reads or writes, and the
 * Cognito actions on the pool. Nothing follows from the HTTP method or the path.
 */
export function permissionStatements(permissions: Permissions, targets: GrantTargets): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const { table } = targets;
  const bucket = (kind: BucketKind): IBucket => {
    const found = targets.buckets?.[kind];
    if (!found) throw new Error(`Permissions name the ${kind} bucket, which this function is not given`);
    return found;
  };
  if (permissions.table?.length) {
    statements.push(
      new PolicyStatement({
        actions: permissions.table.map((action) => `dynamodb:${action}`),
        resources: [table.tableArn],
      }),
    );
  }
  if (permissions.indexes?.length) {
    statements.push(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: permissions.indexes.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
  }
  for (const grant of permissions.objects ?? []) {
    statements.push(
      new PolicyStatement({
        actions: grant.actions.map((action) => `s3:${action}`),
        resources: [bucket(grant.bucket).arnForObjects(grant.keys)],
      }),
    );
  }
  if (permissions.listBucket?.length) {
    statements.push(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: permissions.listBucket.map((kind) => bucket(kind).bucketArn),
      }),
    );
  }
  if (permissions.cognito?.length) {
    if (!targets.userPool) throw new Error('Cognito permissions need the user pool');
    statements.push(
      new PolicyStatement({
        actions: permissions.cognito.map((action) => `cognito-idp:${action}`),
        resources: [targets.userPool.userPoolArn],
      }),
    );
  }
  if (permissions.stream?.length) {
    const streamArn = table.tableStreamArn;
    if (!streamArn) throw new Error('Stream permissions need a table with a stream');
    // ListStreams is not tied to a stream: IAM knows it on `*` only.
    const listing = permissions.stream.filter((action) => action === 'ListStreams');
    const reading = permissions.stream.filter((action) => action !== 'ListStreams');
    if (listing.length)
      statements.push(new PolicyStatement({ actions: ['dynamodb:ListStreams'], resources: ['*'] }));
    if (reading.length) {
      statements.push(
        new PolicyStatement({
          actions: reading.map((action) => `dynamodb:${action}`),
          resources: [streamArn],
        }),
      );
    }
  }
  for (const grant of permissions.queues ?? []) {
    const queue = targets.queues?.[grant.queue];
    if (!queue)
      throw new Error(`Permissions name the ${grant.queue} queue, which this function is not given`);
    statements.push(
      new PolicyStatement({
        actions: grant.actions.map((action) => `sqs:${action}`),
        resources: [queue.queueArn],
      }),
    );
  }
  // Without an SES identity (no context sesIdentity) nothing is sent, and nothing is granted.
  if (permissions.email?.length && targets.email) {
    statements.push(
      new PolicyStatement({
        actions: permissions.email.map((action) => `ses:${action}`),
        resources: [targets.email.identityArn, targets.email.configurationSetArn],
      }),
    );
  }
  return statements;
}

export function grantPermissions(grantee: IGrantable, permissions: Permissions, targets: GrantTargets): void {
  const statements = permissionStatements(permissions, targets);
  for (const statement of statements) grantee.grantPrincipal.addToPrincipalPolicy(statement);
  // Object keys are generated at runtime, so object grants name key patterns: acknowledged one by one.
  const wildcards = statements
    .filter((statement) => statement.actions.every((action) => action.startsWith('s3:')))
    .flatMap((statement) => statement.resources)
    .filter((resource) => resource.includes('*'));
  if (statements.some((statement) => statement.actions.includes('dynamodb:ListStreams'))) {
    suppressGrantWildcards(
      grantee,
      ['*'],
      "dynamodb:ListStreams has no resource-level permission (IAM's Service Authorization Reference): Lambda's event source mapping lists the table's streams with the function's role, on `*` only.",
    );
  }
  if (wildcards.length) {
    suppressGrantWildcards(
      grantee,
      wildcards,
      "Object keys are generated at runtime: each pattern is one key prefix of one bucket (staging uploads, a user's documents, session images, avatars), with the object actions the route declares.",
    );
  }
}

/**
 * Acknowledges cdk-nag's IAM5 for the wildcard resources of a grant, on the grantee's own policy
 * and for exactly those resources (see wildcardResourceFinding), never the rule as a whole.
 */
export function suppressGrantWildcards(
  grantee: IGrantable,
  wildcards: readonly string[],
  reason: string,
): void {
  const principal = grantee.grantPrincipal;
  // An imported principal has no policy resource in this app: nothing to acknowledge.
  if (!Construct.isConstruct(principal)) return;
  NagSuppressions.addResourceSuppressions(
    principal,
    [{ id: 'AwsSolutions-IAM5', reason, appliesTo: wildcards.map(wildcardResourceFinding) }],
    true,
  );
}
