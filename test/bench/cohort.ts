/**
 * Section 9: a cohort of 500 participants (issue 30). The cohort is made and its participants put
 * with the repositories' own writes (createCohort, then addMember for each: the membership and the
 * count, as the demo's seed joins people); once the pipeline has run their cohort-joined jobs (the
 * programme's follows), each member item gets its progress and attendance (lib/cohort.ts). Then the
 * manager's reads are metered as section 3 meters a request: the grid's first page, the whole grid
 * paged through as "Progression" pages it, and the export.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { CohortProgressPage } from '@common/api-types';
import { COHORT_LIMITS } from '@common/cohorts';
import { createCohort } from '../../lambdas/cohorts/cohort-writes';
import { addMember } from '../../lambdas/cohorts/invitation-writes';
import { env } from '../../lambdas/lib/env';
import { applyUpdates, inParallel } from './data';
import { COHORT_PARTICIPANTS, progressUpdate, seededProgress, type CohortRead } from './lib/cohort';
import { metered } from './meter';
import type { BenchPlatform } from './platform';
import { meterRequest, wireBytes } from './scale';

const DAY = 86_400_000;

/** The cohort, its programme `programme` (session ids, one a week), and its participants; its id. */
async function seedCohort(platform: BenchPlatform, programme: readonly string[]): Promise<string> {
  const managerId = platform.accounts.editor.id;
  const now = new Date();
  const startsOn = Date.parse('2027-01-04');
  const { cohort } = await createCohort({
    id: randomUUID(),
    name: `Cohorte de ${COHORT_PARTICIPANTS}`,
    organisation: 'Incubateur',
    starts_on: '2027-01-04',
    ends_on: new Date(startsOn + programme.length * 7 * DAY).toISOString().slice(0, 10),
    description: null,
    archived: false,
    programme: programme.map((id, i) => ({
      session_id: id,
      planned_on: new Date(startsOn + i * 7 * DAY).toISOString().slice(0, 10),
      place: null,
      link: null,
    })),
    managers: [managerId],
    created_by: managerId,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    version: 1,
    calendar_token: null,
  });
  const members = Array.from({ length: COHORT_PARTICIPANTS }, (_, n) => ({
    userId: randomUUID(),
    email: `participant${n + 1}@cohorte.example`,
    fullName: `Participant ${n + 1}`,
    startup: `Startup ${(n % 40) + 1}`,
  }));
  await inParallel(members, 8, (member) => addMember(cohort, member, now));
  // Each membership sets a cohort-joined job off (its follows, its progress read): done before
  // the progress is written, which a later read would otherwise overwrite.
  await platform.cloud.pipeline.settled(900_000);
  const readAt = new Date().toISOString();
  await applyUpdates(
    members.map((member, n) =>
      progressUpdate(env.tableName(), cohort.id, member.userId, seededProgress(n, programme), readAt),
    ),
  );
  await platform.cloud.pipeline.settled(300_000);
  return cohort.id;
}

/** Every page of the grid, one after the other from the first (after one unmetered first page). */
async function meterGrid(origin: string, path: string, token: string): Promise<CohortRead> {
  const init = { headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${token}` } };
  await (await fetch(`${origin}${path}`, init)).arrayBuffer();
  const started = performance.now();
  const { value, work } = await metered(async () => {
    const read = { rows: 0, requests: 0, bytes: 0, status: 200 };
    let cursor: string | null = null;
    do {
      const response = await fetch(
        `${origin}${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        init,
      );
      const text = await response.text();
      read.requests += 1;
      read.bytes += wireBytes(response, Buffer.byteLength(text));
      read.status = response.status;
      if (response.status !== 200) break;
      const page = JSON.parse(text) as CohortProgressPage;
      read.rows += page.items.length;
      cursor = page.next_cursor;
    } while (cursor && read.requests <= COHORT_PARTICIPANTS);
    return read;
  });
  return {
    level: COHORT_PARTICIPANTS,
    name: 'grid, every page',
    status: value.status,
    results: value.rows,
    work,
    ms: performance.now() - started,
    responseBytes: value.bytes,
    requests: value.requests,
  };
}

export async function measureCohort(
  platform: BenchPlatform,
  programme: readonly string[],
  log: (line: string) => void,
): Promise<CohortRead[]> {
  const seedStart = performance.now();
  const cohortId = await seedCohort(platform, programme);
  log(
    `cohort: ${COHORT_PARTICIPANTS} participants, ${programme.length} sessions written in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
  );
  const { origin } = platform;
  const token = platform.accounts.editor.accessToken;
  const grid = `/api/cohorts/${cohortId}/progress?limit=${COHORT_LIMITS.progressPageSize}`;
  const rows = (body: unknown) => (body as CohortProgressPage | null)?.items.length ?? 0;
  // The file's lines but its header (the last line's ending leaves an empty string, dropped).
  const lines = (_body: unknown, text: string) => Math.max(0, text.split('\r\n').filter(Boolean).length - 1);
  const reads: CohortRead[] = [
    {
      ...(await meterRequest(
        origin,
        { name: 'grid, first page', method: 'GET', path: grid, token, results: rows },
        COHORT_PARTICIPANTS,
      )),
      requests: 1,
    },
    await meterGrid(origin, grid, token),
    {
      ...(await meterRequest(
        origin,
        {
          name: 'export (CSV)',
          method: 'GET',
          path: `/api/cohorts/${cohortId}/progress/export`,
          token,
          results: lines,
        },
        COHORT_PARTICIPANTS,
      )),
      requests: 1,
    },
  ];
  for (const r of reads) {
    log(
      `cohort: ${r.name} → ${r.status}, ${r.results} rows in ${r.requests} requests, ${r.work.calls} calls (${r.work.byCommand.Scan ?? 0} Scan), ${r.work.itemsRead} items, ${r.work.readUnits} RRU, ${r.ms.toFixed(0)} ms`,
    );
  }
  return reads;
}
