import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { notFound } from '../lib/errors';
import { header, json } from '../lib/http';
import { METRIC, countMetric } from '../lib/observability';
import { viewerIp } from '../lib/viewer';
import { findSession } from './session-reads';
import { publicSession } from './session-view';
import { recordView } from './views';
import { apiHandler } from '../lib/api-handler';

/** GET /api/sessions/{sessionId} — a published session, for everyone; each call records a view. */
export const handler = apiHandler(
  'get-published-session',
  { path: sessionPathSchema },
  async ({ event, caller, inputs }) => {
    const { sessionId } = inputs.path;
    const session = await findSession(sessionId);
    if (!session || session.status !== 'published' || session.deleting) {
      throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    }
    const views = await recordView({
      sessionId,
      userId: caller?.id ?? null,
      ipAddress: viewerIp(event),
      userAgent: header(event, 'user-agent') ?? null,
    });
    if (views === null) throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    countMetric(METRIC.sessionViews);
    return json(200, { ...publicSession(session), views_count: views });
  },
);
