import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { GSIS, STREAM_VIEW_TYPE, TABLE_KEY, TTL_ATTRIBUTE } from '../../../lambdas/lib/table-definition';

/**
 * The one DynamoDB table, built from the same definition the local cloud provisions from.
 * It holds every user's data: it outlives the stack and cannot be deleted by accident.
 */
export class SingleTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEY.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Activity records and rate-limit windows carry an expiry; DynamoDB deletes them some time after.
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // What happens is written here first; the notification pipeline reads it from the stream.
      stream: StreamViewType[STREAM_VIEW_TYPE],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const gsi of GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: {
          name: gsi.sortKey,
          type: gsi.sortKeyType === 'N' ? AttributeType.NUMBER : AttributeType.STRING,
        },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
