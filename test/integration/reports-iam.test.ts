/**
 * Reports are held to the IAM policies CDK synthesizes from lambdas/routes.ts: each grant of their two
 * functions is removed here, on a platform of its own (a function loses one grant per platform), and
 * the request fails with the local gate's refusal of that very call, as on AWS. (With every grant,
 * reports.test.ts runs the same requests on the shared cloud.)
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ownAccount, ownCohort, ownMember, startOwnCloud, type OwnCloud } from './own-cloud';
import { expectInternalError, expectRefused, nameOf, routesWithout, type Grant } from './removed-grants';

type ReportRoute = 'get-cohort-report' | 'get-programme-report';

interface Platform {
  own: OwnCloud;
  manager: string;
  admin: string;
  cohortId: string;
}

/** A period the cohorts of own-cloud.ts run in. */
const PERIOD = 'from=2026-01-01&to=2027-12-31';

function platformWithout(missing: Partial<Record<ReportRoute, Grant>>): Platform {
  const platform = {} as Platform;
  beforeAll(async () => {
    const own = await startOwnCloud({ routes: routesWithout(missing) });
    platform.own = own;
    const manager = await ownAccount(own, 'editor');
    platform.manager = manager.token;
    platform.admin = (await ownAccount(own, 'admin')).token;
    platform.cohortId = await ownCohort(own, { managers: [manager.id] });
    // A participant with an account: the report reads their profile's answers.
    await ownMember(own, platform.cohortId, (await ownAccount(own, 'user')).id);
  }, 240_000);
  afterAll(async () => {
    await platform.own?.stop();
  });
  return platform;
}

/** Each function's request as the report's page makes it; each uses every grant of its function. */
function request(platform: Platform, route: ReportRoute) {
  const { own, cohortId } = platform;
  return route === 'get-cohort-report'
    ? own.api(`/api/cohorts/${cohortId}/report?${PERIOD}`, { token: platform.manager })
    : own.api(`/api/reports?${PERIOD}`, { token: platform.admin });
}

function itFailsWithout(platform: Platform, missing: Partial<Record<ReportRoute, Grant>>) {
  for (const [route, grant] of Object.entries(missing) as [ReportRoute, Grant][]) {
    it(`${route} without ${nameOf(grant)}: the request answers 500, refused by IAM`, async () => {
      expectInternalError(await request(platform, route));
      expectRefused(platform.own, route, grant);
    });
  }
}

describe('a platform where the reports cannot read the cohorts', () => {
  const missing: Partial<Record<ReportRoute, Grant>> = {
    'get-cohort-report': { table: 'GetItem' },
    'get-programme-report': { index: 'GSI1' },
  };
  itFailsWithout(platformWithout(missing), missing);
});

describe("a platform where the reports cannot read a cohort's partition", () => {
  const missing: Partial<Record<ReportRoute, Grant>> = {
    'get-cohort-report': { table: 'Query' },
    'get-programme-report': { table: 'Query' },
  };
  itFailsWithout(platformWithout(missing), missing);
});

describe("a platform where the reports cannot read the participants' profiles", () => {
  const missing: Partial<Record<ReportRoute, Grant>> = {
    'get-cohort-report': { table: 'BatchGetItem' },
    'get-programme-report': { table: 'BatchGetItem' },
  };
  itFailsWithout(platformWithout(missing), missing);
});
