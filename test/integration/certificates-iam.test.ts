/**
 * Certificates are held to the IAM policies CDK synthesizes from lambdas/routes.ts: each grant of
 * their five functions is removed here, on a platform of its own (a function loses one grant per
 * platform), and the request fails with the local gate's refusal of that very call, as on AWS; a
 * certificate refused that way is not issued. (With every grant, certificates.test.ts runs the same
 * requests on the shared cloud.)
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateItem } from '../../lambdas/certificates/certificate-item';
import { deliverableItem, versionItem } from '../../lambdas/deliverables/deliverable-item';
import { keys } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { handedInVersion, ownAccount, ownCohort, ownMember, startOwnCloud, type OwnCloud } from './own-cloud';
import { expectInternalError, expectRefused, nameOf, routesWithout, type Grant } from './removed-grants';

type CertificateRoute =
  | 'issue-certificate'
  | 'download-certificate'
  | 'get-participant-certificate'
  | 'revoke-certificate'
  | 'get-certificate';

interface Platform {
  own: OwnCloud;
  manager: string;
  cohortId: string;
  /** A participant whose one required deliverable is accepted: they may get their certificate. */
  learner: { id: string; token: string };
  /** A participant holding a certificate already, and its code. */
  holder: { id: string; token: string; code: string };
}

function platformWithout(missing: Partial<Record<CertificateRoute, Grant>>): Platform {
  const platform = {} as Platform;
  beforeAll(async () => {
    const own = await startOwnCloud({ routes: routesWithout(missing) });
    platform.own = own;
    const manager = await ownAccount(own, 'editor');
    platform.manager = manager.token;
    const cohortId = await ownCohort(own, { managers: [manager.id] });
    platform.cohortId = cohortId;
    const learner = await ownAccount(own, 'user');
    const holder = await ownAccount(own, 'user');
    await ownMember(own, cohortId, learner.id);
    await ownMember(own, cohortId, holder.id);
    const put = (Item: Record<string, unknown>) =>
      own.documentClient().send(new PutCommand({ TableName: DEFAULT_TABLE_NAME, Item }));
    const now = new Date().toISOString();
    const deliverableId = randomUUID();
    await put(
      deliverableItem({
        id: deliverableId,
        cohort_id: cohortId,
        session_id: randomUUID(),
        title: 'Canevas',
        instructions: null,
        due_on: '2027-02-01',
        kinds: ['pdf'],
        max_bytes: 1024 * 1024,
        required: true,
        created_by: manager.id,
        created_at: now,
        updated_at: now,
        version: 1,
      }),
    );
    await put(
      versionItem(
        handedInVersion({
          cohort_id: cohortId,
          user_id: learner.id,
          deliverable_id: deliverableId,
          state: 'accepted',
          reviewed_at: now,
          reviewed_by: manager.id,
          reviewer_name: 'Responsable',
        }),
      ),
    );
    const code = 'ABCDEFGH2345';
    await put(
      certificateItem({
        code,
        cohort_id: cohortId,
        user_id: holder.id,
        holder_name: 'Membre IAM',
        cohort_name: 'Cohorte IAM',
        organisation: 'Incubateur',
        starts_on: '2027-01-04',
        ends_on: '2027-04-26',
        manager_name: 'Responsable',
        issued_at: now,
      }),
    );
    platform.learner = { id: learner.id, token: learner.token };
    platform.holder = { id: holder.id, token: holder.token, code };
  }, 240_000);
  afterAll(async () => {
    await platform.own?.stop();
  });
  return platform;
}

/** Each function's request as the pages make it; each uses every grant of its function. */
function request(platform: Platform, route: CertificateRoute) {
  const { own, cohortId, learner, holder } = platform;
  switch (route) {
    case 'issue-certificate':
      return own.api(`/api/cohorts/${cohortId}/certificate`, { method: 'POST', token: learner.token });
    case 'download-certificate':
      return own.api(`/api/cohorts/${cohortId}/certificate`, { token: holder.token });
    case 'get-participant-certificate':
      return own.api(`/api/cohorts/${cohortId}/participants/${holder.id}/certificate`, {
        token: platform.manager,
      });
    case 'revoke-certificate':
      return own.api(`/api/cohorts/${cohortId}/participants/${holder.id}/certificate`, {
        method: 'DELETE',
        token: platform.manager,
      });
    case 'get-certificate':
      return own.api(`/api/certificates/${holder.code}`);
  }
}

function itFailsWithout(platform: Platform, missing: Partial<Record<CertificateRoute, Grant>>) {
  for (const [route, grant] of Object.entries(missing) as [CertificateRoute, Grant][]) {
    it(`${route} without ${nameOf(grant)}: the request answers 500, refused by IAM`, async () => {
      expectInternalError(await request(platform, route));
      expectRefused(platform.own, route, grant);
      if (route === 'issue-certificate') {
        // Nothing was issued: the table holds no certificate for the learner.
        const { Item } = await platform.own.documentClient().send(
          new GetCommand({
            TableName: DEFAULT_TABLE_NAME,
            Key: keys.cohortCertificate(platform.cohortId, platform.learner.id),
            ConsistentRead: true,
          }),
        );
        expect(Item).toBeUndefined();
      }
    });
  }
}

describe('a platform where no certificate function may read its first item', () => {
  const missing: Partial<Record<CertificateRoute, Grant>> = {
    'issue-certificate': { table: 'GetItem' },
    'download-certificate': { table: 'GetItem' },
    'get-participant-certificate': { table: 'GetItem' },
    'revoke-certificate': { table: 'UpdateItem' },
    'get-certificate': { index: 'GSI2' },
  };
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where completion cannot be read, nor the revoked certificate found', () => {
  const missing: Partial<Record<CertificateRoute, Grant>> = {
    'issue-certificate': { table: 'Query' },
    'revoke-certificate': { table: 'GetItem' },
  };
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the certificate cannot be checked against the membership', () => {
  const missing: Partial<Record<CertificateRoute, Grant>> = {
    'issue-certificate': { table: 'ConditionCheckItem' },
  };
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the certificate cannot be written', () => {
  const missing: Partial<Record<CertificateRoute, Grant>> = { 'issue-certificate': { table: 'PutItem' } };
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the certificate cannot be counted', () => {
  // The cohort's and the platform's counts of certificates, ADDed in the certificate's transaction.
  const missing: Partial<Record<CertificateRoute, Grant>> = { 'issue-certificate': { table: 'UpdateItem' } };
  itFailsWithout(platformWithout(missing), missing);
});
