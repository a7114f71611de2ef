import type { Session } from '@common/api-types';
import type { StoredSession } from './session-item';

/** The fields the API returns of a session. */
export function publicSession(session: StoredSession): Session {
  return {
    id: session.id,
    title: session.title,
    description: session.description,
    status: session.status,
    image_url: session.image_url,
    image_variants: session.image_variants,
    image_width: session.image_width,
    tags: session.tags,
    user_id: session.user_id,
    views_count: session.views_count,
    created_at: session.created_at,
    updated_at: session.updated_at,
    phase: session.phase,
    number: session.number,
  };
}
