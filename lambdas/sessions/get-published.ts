import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { notFound } from '../lib/errors';
import { header, json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, optionalCaller } from '../lib/middleware';
import { METRIC, countMetric } from '../lib/observability';
import { viewerIp } from '../lib/viewer';
import { findSession, publicSession } from './repository';
import { recordView } from './views';

/** GET /api/sessions/{sessionId} — a published session, for everyone; each call records a view. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(optionalCaller())
  .handler(async (event, context) => {
    const { sessionId } = parsePath(event, sessionPathSchema);
    const session = await findSession(sessionId);
    if (!session || session.status !== 'published' || session.deleting) {
      throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    }
    const views = await recordView({
      sessionId,
      userId: context.caller?.id ?? null,
      ipAddress: viewerIp(event),
      userAgent: header(event, 'user-agent') ?? null,
    });
    if (views === null) throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    countMetric(METRIC.sessionViews);
    return json(200, { ...publicSession(session), views_count: views });
  });
