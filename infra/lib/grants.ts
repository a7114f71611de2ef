import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BUCKET_ACTIONS, OBJECT_ACTIONS, TABLE_ACTIONS, type DataAccess } from './route-permissions';

/** Grants narrower than CDK's grantReadData / grantReadWrite (no Scan, no bucket configuration). */
export function grantTable(table: ITable, grantee: IGrantable, access: DataAccess): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...TABLE_ACTIONS[access]],
      resources: [table.tableArn, `${table.tableArn}/index/*`],
    }),
  );
}

export function grantObjects(bucket: IBucket, grantee: IGrantable, access: DataAccess): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...OBJECT_ACTIONS[access]], resources: [bucket.arnForObjects('*')] }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...BUCKET_ACTIONS], resources: [bucket.bucketArn] }),
  );
}
