/**
 * The one DynamoDB table: key attributes and global secondary indexes.
 * CDK (infra/) and the local provisioning (infra/local/) both build the table from this.
 */
export const TABLE_KEY = { partitionKey: 'PK', sortKey: 'SK' } as const;

export const GSIS = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
] as const;

export type GsiName = (typeof GSIS)[number]['indexName'];

/** Local default; on AWS the stack passes the generated name in TABLE_NAME. */
export const DEFAULT_TABLE_NAME = 'tremplin';
