/**
 * The demo programme, written through the same repository code the API uses: 14 published
 * sessions in 4 phases with covers and real PDFs, a draft and a session in review, and a few
 * views and downloads so the counters are not all zero.
 */
import { randomBytes } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { DocumentCategory } from '@common/documents';
import { LIMITS } from '@common/limits';
import { createDocument } from '../../lambdas/documents/document-writes';
import { recordDownload } from '../../lambdas/documents/downloads';
import { type StoredDocument } from '../../lambdas/documents/document-item';
import { s3 } from '../../lambdas/lib/clients';
import { env } from '../../lambdas/lib/env';
import { createSession } from '../../lambdas/sessions/session-writes';
import { recordView } from '../../lambdas/sessions/views';
import type { StoredCover } from '../../lambdas/sessions/cover';
import { coverVariantKey, finalKey, mediaUrl } from '../../lambdas/uploads/object-keys';
import { DEMO_PHASES, DEMO_SESSIONS, type DemoSession } from './demo-content';
import { DEMO_COVER_SIZE, demoCoverPng, demoCoverVariants } from './demo-covers';
import { demoPdf } from './demo-files';

const DAY = 86_400_000;
const cacheControl = `max-age=${LIMITS.storageCacheControlSeconds}`;
const token = () => randomBytes(8).toString('hex');

async function putMedia(key: string, body: Buffer, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: env.mediaBucket(),
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: cacheControl,
    }),
  );
}

/** The demo session's cover and its variants, stored as an attached cover is (object-keys.ts). */
async function putCover(editorId: string, index: number): Promise<StoredCover> {
  const key = finalKey('session-image', editorId, 'png', new Date());
  await putMedia(key, demoCoverPng(index), 'image/png');
  const variants = await Promise.all(
    demoCoverVariants(index).map(async ({ width, bytes }) => {
      const variantKey = coverVariantKey(key, width, 'webp');
      await putMedia(variantKey, bytes, 'image/webp');
      return { width, url: mediaUrl(variantKey) };
    }),
  );
  return { image_url: mediaUrl(key), image_variants: variants, image_width: DEMO_COVER_SIZE.width };
}

async function putPdf(editorId: string, bytes: Uint8Array): Promise<{ key: string; size: number }> {
  const key = `${editorId}/${token()}-${Date.now()}.pdf`;
  await s3().send(
    new PutObjectCommand({
      Bucket: env.documentsBucket(),
      Key: key,
      Body: bytes,
      ContentType: 'application/pdf',
      CacheControl: cacheControl,
    }),
  );
  return { key, size: bytes.byteLength };
}

function documentsOf(
  session: DemoSession,
): { title: string; category: DocumentCategory; sections: [string, string][] }[] {
  const [a, b, c] = session.points;
  const docs: { title: string; category: DocumentCategory; sections: [string, string][] }[] = [
    {
      title: `Guide — ${session.title}`,
      category: 'guide',
      sections: [
        ['Objectifs de la session', session.description],
        ['1. Comprendre', a],
        ['2. Appliquer', b],
        ['3. Valider', c],
        ['Pour aller plus loin', 'Partagez vos résultats avec votre mentor avant la session suivante.'],
      ],
    },
    {
      title: `Présentation — ${session.title}`,
      category: 'presentation',
      sections: [
        ['Au programme', session.description],
        ['Idée clé', a],
        ['Méthode', b],
        ['À retenir', c],
        [
          'Pitch de 5 minutes',
          'Cinq participants présentent leur avancée ; le groupe pose deux questions chacun.',
        ],
      ],
    },
  ];
  if (session.exercise) {
    docs.push({
      title: `Exercice — ${session.title}`,
      category: 'exercise',
      sections: [
        ['Consigne', session.exercise],
        ['Durée', 'Quarante-cinq minutes en équipe, puis dix minutes de restitution.'],
        ['Livrable', 'Une page, à déposer dans votre dossier de suivi.'],
      ],
    });
  }
  return docs;
}

/** Runs `task` over `items`, `limit` at a time (DynamoDB Local is the bottleneck, not the CPU). */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await task(items[index] as T, index);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function seedProgramme(editorId: string, userId: string): Promise<void> {
  const start = Date.now() - (DEMO_SESSIONS.length + 1) * DAY;
  const publishedIds: string[] = [];
  const downloads: StoredDocument[] = [];
  await inParallel(DEMO_SESSIONS, 4, async (demo, index) => {
    const phase = DEMO_PHASES[demo.phase];
    const published = (demo.status ?? 'published') === 'published';
    // A day apart, so "oldest first" follows the programme's order.
    const createdAt = new Date(start + index * DAY).toISOString();
    const session = await createSession(
      {
        title: demo.title,
        description: demo.description,
        status: demo.status ?? 'published',
        ...(await putCover(editorId, index)),
        tags: [phase?.tag ?? 'Programme', ...demo.tags],
        // The 14 published sessions are the programme, in its order; the draft and the session in
        // review are outside it.
        ...(published ? { phase: demo.phase + 1, number: index + 1 } : { phase: null, number: null }),
      },
      editorId,
      createdAt,
    );
    for (const [n, doc] of documentsOf(demo).entries()) {
      const file = await putPdf(editorId, await demoPdf(doc.title, phase?.name ?? '', doc.sections));
      const stored = await createDocument(
        {
          session,
          title: doc.title,
          description: doc.sections[1]?.[1] ?? null,
          category: doc.category,
          file: { ...file, fileType: 'pdf' },
          uploaderId: editorId,
        },
        new Date(Date.parse(createdAt) + (n + 1) * 60_000).toISOString(),
      );
      if (session.status === 'published' && index % 3 === 0) downloads.push(stored);
    }
    if (session.status === 'published') publishedIds.push(session.id);
  });
  await inParallel(publishedIds, 4, async (sessionId, i) => {
    for (let v = 0; v < (i % 4) + 1; v++) {
      await recordView({
        sessionId,
        userId: v === 0 ? userId : null,
        ipAddress: '127.0.0.1',
        userAgent: 'demo',
      });
    }
  });
  await inParallel(downloads, 4, async (doc) => {
    await recordDownload(doc, userId);
  });
}
