import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients';
import { env } from './env';
import { keys } from './keys';

/**
 * Runs a one-off data fix unless the catalogue's stats item already carries its marker, then sets it:
 * `npm start` calls these on every start, and each must run once per data folder (or table).
 */
export async function runOnce(marker: string, work: () => Promise<unknown>): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.catalogStats(), ConsistentRead: true }),
  );
  if (Item?.[marker] === true) return false;
  await work();
  await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.catalogStats(),
      UpdateExpression: 'SET #marker = :true',
      ExpressionAttributeNames: { '#marker': marker },
      ExpressionAttributeValues: { ':true': true },
    }),
  );
  return true;
}
