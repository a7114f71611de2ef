import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFICATION_UI_MESSAGES } from '@common/messages/notifications';
import { withDefaultSettings } from '@common/notification-preferences';
import { unsubscribeQuerySchema } from '@common/schemas/notifications';
import { apiHandler } from '../lib/api-handler';
import { dynamo } from '../lib/clients';
import { notFound, validationFailed } from '../lib/errors';
import { json } from '../lib/http';
import { isConditionFailure } from '../lib/retry';
import { findUser, notificationSettingsUpdate } from '../users/repository';
import { checkUnsubscribeLink } from './unsubscribe-links';
import { pipelineEnv } from './settings';

/**
 * POST /api/unsubscribe?token=… — the one-click link of every e-mail (RFC 8058: mail clients POST
 * `List-Unsubscribe=One-Click` to it; the site's page POSTs the same). No sign-in: the signed,
 * expiring token names the person and what to stop — one switch, or every notification e-mail
 * (frequency "Jamais"). Doing it twice changes nothing more.
 */
export const handler = apiHandler('unsubscribe', { query: unsubscribeQuerySchema }, async ({ inputs }) => {
  const link = checkUnsubscribeLink(pipelineEnv.linkSecret(), inputs.query.token);
  if (!link.ok) {
    throw validationFailed(
      link.reason === 'expired'
        ? NOTIFICATION_UI_MESSAGES.unsubscribeExpired
        : NOTIFICATION_UI_MESSAGES.unsubscribeInvalid,
    );
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const user = await findUser(link.userId);
    if (!user) throw notFound(NOTIFICATION_UI_MESSAGES.unsubscribeInvalid);
    const current = withDefaultSettings(user.notification_preferences, user.email_frequency);
    const next =
      link.action === 'all'
        ? { ...current, email_frequency: 'never' as const }
        : { ...current, [link.action]: false };
    try {
      await dynamo().send(
        new UpdateCommand(notificationSettingsUpdate(link.userId, next, user.email_frequency)),
      );
      return json(200, { turned_off: link.action });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error('Unsubscribe: the settings kept changing');
});
