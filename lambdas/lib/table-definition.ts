/**
 * The one DynamoDB table: key attributes and global secondary indexes.
 * CDK (infra/) and the local provisioning (infra/local/) both build the table from this.
 */
export const TABLE_KEY = { partitionKey: 'PK', sortKey: 'SK' } as const;

export interface GsiDefinition {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /** S for the overloaded string keys; N where an index sorts by a counter that ADD keeps current. */
  readonly sortKeyType: 'S' | 'N';
}

export const GSIS = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', sortKeyType: 'S' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', sortKeyType: 'S' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', sortKeyType: 'S' },
  /** Documents by download count: the library's "most downloaded" (published) and the editors' list (all). */
  { indexName: 'DownloadsPublished', partitionKey: 'DLPUB', sortKey: 'downloads_count', sortKeyType: 'N' },
  { indexName: 'DownloadsAll', partitionKey: 'DLALL', sortKey: 'downloads_count', sortKeyType: 'N' },
] as const satisfies readonly GsiDefinition[];

export type GsiName = (typeof GSIS)[number]['indexName'];

/** Local default; on AWS the stack passes the generated name in TABLE_NAME. */
export const DEFAULT_TABLE_NAME = 'tremplin';

/** The table's TTL attribute: DynamoDB removes an item some time after this epoch second has passed. */
export const TTL_ATTRIBUTE = 'expires_at';

/**
 * The table's stream: every change, with the item before and after it. The notification pipeline is
 * derived from it (lambdas/notifications/stream-handler.ts); CDK and the local cloud both enable it.
 */
export const STREAM_VIEW_TYPE = 'NEW_AND_OLD_IMAGES' as const;
