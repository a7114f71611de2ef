/**
 * The demo cohort's deliverables (issue 31), written through the API's own repositories: the first
 * session asks for a problem statement, a later one for a business model canvas. Two participants
 * handed the first in: one was accepted after a round of "À revoir", the other waits in the demo
 * editor's "À relire (1)" — the first holds her certificate, the canvas being optional; the demo user's
 * "Mon parcours" shows both deliverables to hand in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { LIMITS } from '@common/limits';
import { megabytes } from '@common/deliverables';
import type { StoredCohort } from '../../lambdas/cohorts/cohort-item';
import type { StoredVersion } from '../../lambdas/deliverables/deliverable-item';
import { findHead } from '../../lambdas/deliverables/deliverable-reads';
import {
  createDeliverable,
  reviewVersion,
  submitVersion,
} from '../../lambdas/deliverables/deliverable-writes';
import { issueCertificate } from '../../lambdas/certificates/certificate-item';
import { newCertificateCode } from '../../lambdas/certificates/certificate-code';
import { s3 } from '../../lambdas/lib/clients';
import { env } from '../../lambdas/lib/env';
import { DELIVERABLES_PREFIX } from '@common/storage-keys';
import { demoPdf } from './demo-files';

const DAY = 86_400_000;

export interface DemoMember {
  userId: string;
  name: string;
  startup: string;
}

async function putDeliverableFile(userId: string, bytes: Uint8Array, at: number): Promise<string> {
  const key = `${DELIVERABLES_PREFIX}${userId}/${randomBytes(8).toString('hex')}-${at}.pdf`;
  await s3().send(
    new PutObjectCommand({
      Bucket: env.documentsBucket(),
      Key: key,
      Body: bytes,
      ContentType: 'application/pdf',
      CacheControl: `max-age=${LIMITS.storageCacheControlSeconds}`,
    }),
  );
  return key;
}

export async function seedDeliverables(
  cohort: StoredCohort,
  editorId: string,
  members: readonly DemoMember[],
  now: number,
): Promise<void> {
  const [first, , third] = cohort.programme;
  if (!first || !third) return;
  const createdAt = new Date(now - 50 * DAY).toISOString();
  const base = {
    cohort_id: cohort.id,
    kinds: ['pdf', 'word'] as const,
    max_bytes: megabytes(10),
    required: true,
    created_by: editorId,
    created_at: createdAt,
    updated_at: createdAt,
    version: 1,
  };
  const problem = await createDeliverable({
    ...base,
    kinds: [...base.kinds],
    id: randomUUID(),
    session_id: first.session_id,
    title: 'Énoncé du problème',
    instructions:
      'Une page : le problème, qui le vit, ce qu’il leur coûte aujourd’hui, et trois entretiens qui le confirment.',
    due_on: first.planned_on,
  });
  await createDeliverable({
    ...base,
    kinds: ['pdf', 'powerpoint'],
    // Not required: the problem statement alone completes the demo's programme (Salma's certificate).
    required: false,
    id: randomUUID(),
    session_id: third.session_id,
    title: 'Business Model Canvas',
    instructions: 'Les neuf blocs du canevas, remplis pour votre startup.',
    due_on: third.planned_on,
  });
  if (!problem) return;

  const handIn = async (member: DemoMember, version: number, at: number, note: string | null) => {
    const bytes = await demoPdf('Énoncé du problème', member.startup, [
      ['Le problème', `Ce que ${member.startup} a observé sur le terrain (version ${version}).`],
    ]);
    const stored: StoredVersion = {
      cohort_id: cohort.id,
      user_id: member.userId,
      deliverable_id: problem.id,
      version,
      file_key: await putDeliverableFile(member.userId, bytes, at),
      file_name: `enonce-probleme-${member.startup.toLowerCase().replace(/[^a-z]+/g, '-')}-v${version}.pdf`,
      size: bytes.byteLength,
      content_type: 'application/pdf',
      note,
      submitted_at: new Date(at).toISOString(),
      state: 'pending',
      comment: null,
      reviewed_at: null,
      reviewed_by: null,
      reviewer_name: null,
      deliverable_title: problem.title,
      cohort_name: cohort.name,
    };
    const head = await findHead(cohort.id, member.userId, problem.id);
    await submitVersion(problem, head, stored, {
      userId: member.userId,
      name: member.name,
      startup: member.startup,
    });
    return stored;
  };
  const review = (
    version: StoredVersion,
    decision: 'accepted' | 'changes_requested',
    comment: string | null,
    at: number,
  ) =>
    reviewVersion(version, {
      decision,
      comment,
      reviewerId: editorId,
      reviewerName: 'Éditeur Tremplin',
      at: new Date(at).toISOString(),
    });

  const [salma, youssef] = members;
  if (salma) {
    const v1 = await handIn(salma, 1, now - 38 * DAY, 'Trois entretiens avec des coopératives.');
    await review(
      v1,
      'changes_requested',
      'Chiffrez ce que le problème coûte aux coopératives.',
      now - 36 * DAY,
    );
    const v2 = await handIn(salma, 2, now - 33 * DAY, 'Coûts chiffrés en page 2.');
    await review(v2, 'accepted', null, now - 31 * DAY);
    // Every required deliverable accepted: she holds her certificate (her page in the cohort shows it).
    await issueCertificate({
      code: newCertificateCode(),
      cohort_id: cohort.id,
      user_id: salma.userId,
      holder_name: salma.name,
      cohort_name: cohort.name,
      organisation: cohort.organisation,
      starts_on: cohort.starts_on,
      ends_on: cohort.ends_on,
      manager_name: 'Éditeur Tremplin',
      issued_at: new Date(now - 30 * DAY).toISOString(),
    });
  }
  // Waiting in the demo editor's "À relire (1)".
  if (youssef) await handIn(youssef, 1, now - 2 * DAY, 'Première version, avec deux entretiens.');
}
