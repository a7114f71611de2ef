/** Writing an announcement: once per id, whatever a double click or a retried request sends. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Announcement } from '@common/api-types';
import { ANNOUNCEMENT_TEXTS } from '@common/messages/notifications';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { conflict } from '../lib/errors';
import { isConditionFailure } from '../lib/retry';
import { announcementItem } from './announcement-item';
import { findAnnouncement } from './announcement-reads';

/**
 * Puts the announcement IF its id is new. The same request again (same admin, subject and text)
 * answers the announcement already sent, `created: false`, and sends nothing more; an id reused for
 * something else is a 409.
 */
export async function createAnnouncement(
  announcement: Announcement,
): Promise<{ announcement: Announcement; created: boolean }> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: env.tableName(),
        Item: announcementItem(announcement),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { announcement, created: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const existing = await findAnnouncement(announcement.id);
  if (
    existing &&
    existing.created_by === announcement.created_by &&
    existing.subject === announcement.subject &&
    existing.text === announcement.text
  ) {
    return { announcement: existing, created: false };
  }
  throw conflict(ANNOUNCEMENT_TEXTS.requestReused);
}
