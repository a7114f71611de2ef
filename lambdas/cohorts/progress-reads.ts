/**
 * Reading where a cohort's participants are: the grid (its programme's sessions as columns, a page
 * of members as rows: one Query of the cohort's partition, whatever its size), one participant's
 * page, every row for the export, and a mentor's rows (their startups' participants).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  CohortProgressPage,
  MenteesProgress,
  ParticipantProgress,
  ProgressRow,
  ProgressSession,
} from '@common/api-types';
import { queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches } from '../lib/cursor';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { findSessions } from '../sessions/session-reads';
import type { StoredCohort } from './cohort-item';
import { memberProgress, participantView, toMember, type StoredMember } from './member-item';
import { findMember } from './member-reads';

const table = () => env.tableName();

/**
 * The grid's columns: the cohort's programme in its order, each session as it is now (one
 * BatchGet). A session unpublished or deleted since is left out, as "Mon parcours" leaves it out.
 */
export async function progressSessions(cohort: StoredCohort): Promise<ProgressSession[]> {
  const sessions = new Map(
    (await findSessions(cohort.programme.map((entry) => entry.session_id))).map((s) => [s.id, s]),
  );
  return cohort.programme.flatMap((entry) => {
    const session = sessions.get(entry.session_id);
    if (!session || session.status !== 'published' || session.deleting) return [];
    return [
      {
        id: session.id,
        title: session.title,
        phase: session.phase,
        number: session.number,
        planned_on: entry.planned_on,
        documents_count: session.documents_count,
      },
    ];
  });
}

function row(member: StoredMember, sessions: readonly ProgressSession[]): ProgressRow {
  return {
    id: member.user_id,
    participant: participantView(member),
    progress: memberProgress(
      member,
      sessions.map((s) => s.id),
    ),
  };
}

async function membersPage(
  cohortId: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ members: StoredMember[]; lastKey: Record<string, unknown> | undefined }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.cohortPartition(cohortId).PK,
        ':prefix': keys.cohortMemberPrefix,
      },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { members: (page.Items ?? []).map(toMember), lastKey: page.LastEvaluatedKey };
}

/** A page of the grid: the columns, and `limit` members from `cursor` on (by user id). */
export async function progressPage(
  cohort: StoredCohort,
  limit: number,
  cursor: string | undefined,
): Promise<CohortProgressPage> {
  const partition = keys.cohortPartition(cohort.id).PK;
  const list = listId({ progress: cohort.id });
  const start = decodeKeyCursor(cursor, list, {
    PK: equals(partition),
    SK: matches(new RegExp(`^${keys.cohortMemberPrefix}`)),
  });
  const [sessions, page] = await Promise.all([
    progressSessions(cohort),
    membersPage(cohort.id, limit, start),
  ]);
  return {
    sessions,
    items: page.members.map((member) => row(member, sessions)),
    next_cursor: encodeKeyCursor(list, page.lastKey),
  };
}

/** One member's page (null: not a member of this cohort). */
export async function participantProgress(
  cohort: StoredCohort,
  userId: string,
): Promise<ParticipantProgress | null> {
  const [sessions, member] = await Promise.all([progressSessions(cohort), findMember(cohort.id, userId)]);
  if (!member) return null;
  return { cohort: { id: cohort.id, name: cohort.name }, sessions, ...row(member, sessions) };
}

/** Every row, page after page (the export): 500 members are a few pages of 1 MB at most. */
export async function allProgressRows(
  cohort: StoredCohort,
): Promise<{ sessions: ProgressSession[]; rows: ProgressRow[] }> {
  const sessions = await progressSessions(cohort);
  const rows: ProgressRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await membersPage(cohort.id, 500, startKey);
    rows.push(...page.members.map((member) => row(member, sessions)));
    startKey = page.lastKey;
  } while (startKey);
  return { sessions, rows };
}

/**
 * A mentor's view: the grid's rows of the participants (mentors left out) whose startup is one of
 * `startups`. One Query of the cohort's members, filtered by DynamoDB, every page (a cohort of 500 is
 * a few pages); a mentor follows at most 20 startups, so the answer is a few rows, sent at once.
 */
export async function menteesProgress(
  cohort: StoredCohort,
  startups: readonly string[],
): Promise<MenteesProgress> {
  const names = [...new Set(startups)];
  const [sessions, items] = await Promise.all([
    progressSessions(cohort),
    names.length === 0
      ? Promise.resolve([])
      : queryAll({
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          FilterExpression: `#role = :participant AND startup IN (${names.map((_, i) => `:s${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: {
            ':pk': keys.cohortPartition(cohort.id).PK,
            ':prefix': keys.cohortMemberPrefix,
            ':participant': 'participant',
            ...Object.fromEntries(names.map((name, i) => [`:s${i}`, name])),
          },
        }),
  ]);
  return {
    cohort: { id: cohort.id, name: cohort.name },
    startups: names,
    sessions,
    items: items.map((item) => row(toMember(item), sessions)),
    next_cursor: null,
  };
}
