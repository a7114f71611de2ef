import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { wildcardResourceFinding } from './nag';
import { BUCKET_ACTIONS, OBJECT_ACTIONS, TABLE_ACTIONS, type DataAccess } from './route-permissions';

/** Grants narrower than CDK's grantReadData / grantReadWrite (no Scan, no bucket configuration). */
export function grantTable(table: ITable, grantee: IGrantable, access: DataAccess): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...TABLE_ACTIONS[access]],
      resources: [table.tableArn, `${table.tableArn}/index/*`],
    }),
  );
  suppressGrantWildcards(
    grantee,
    [`${table.tableArn}/index/*`],
    "Queries read the table's global secondary indexes: index/* is this one table's indexes, with item-level actions (never Scan).",
  );
}

export function grantObjects(bucket: IBucket, grantee: IGrantable, access: DataAccess): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...OBJECT_ACTIONS[access]], resources: [bucket.arnForObjects('*')] }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...BUCKET_ACTIONS], resources: [bucket.bucketArn] }),
  );
  suppressGrantWildcards(
    grantee,
    [bucket.arnForObjects('*')],
    'Object keys are generated at runtime (uploads, documents, media): /* is the objects of this one bucket, with object-level actions only.',
  );
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
