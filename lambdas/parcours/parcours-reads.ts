/** Reading a person's parcours: their own items (one Query) and the published programme. */
import type { Parcours } from '@common/api-types';
import { buildParcours } from '@common/parcours';
import { queryAll } from '../lib/batch';
import { keys } from '../lib/keys';
import { publishedProgramme } from '../sessions/session-reads';
import { toProgress } from './parcours-item';

/**
 * Everything "Mon parcours" shows, in three calls whatever the catalogue's size: the person's
 * partition (the documents they opened and the sessions they finished), the programme's part of the
 * published sessions' sorted list, and those sessions (their titles, places and document counts).
 */
export async function readParcours(userId: string): Promise<Parcours> {
  const [items, programme] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.parcours(userId).PK },
    }),
    publishedProgramme(),
  ]);
  const { openedBySession, doneSessionIds } = toProgress(items);
  return buildParcours(
    programme.map((session) => ({
      id: session.id,
      title: session.title,
      phase: session.phase,
      number: session.number,
      documents_count: session.documents_count,
    })),
    openedBySession,
    doneSessionIds,
  );
}
