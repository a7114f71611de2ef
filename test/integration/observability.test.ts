import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem, Session } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { metricValues } from '../../infra/local/lambda/function-logs';
import {
  api,
  clearOfHourEnd,
  cloud,
  freshLoopbackAddress,
  pdfBytes,
  postContactFrom,
  signIn,
  signUp,
  uploadFile,
} from './helpers';

/**
 * What each function wrote, as CloudWatch Logs would keep it: the local runtime keeps every
 * function's output line by line in `{logsDir}/{function}.log`.
 */
function logLines(functionName: string): string[] {
  const file = join(cloud().logsDir, `${functionName}.log`);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

/** The sum of one metric over a function's EMF lines (Tremplin namespace). */
function metricTotal(functionName: string, name: string): number {
  return logLines(functionName)
    .flatMap(metricValues)
    .filter((metric) => metric.namespace === 'Tremplin' && metric.name === name)
    .reduce((sum, metric) => sum + metric.value, 0);
}

/** Output reaches the log file shortly after the answer: wait for the total to settle at `expected`. */
async function expectMetric(functionName: string, name: string, expected: number): Promise<void> {
  await expect.poll(() => metricTotal(functionName, name), { timeout: 5000 }).toBe(expected);
  // And not beyond it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(metricTotal(functionName, name)).toBe(expected);
}

let editor: string;
let user: string;

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  user = (await signIn('user@tremplin.test')).accessToken;
});

describe('business metrics (EMF lines in the functions’ logs)', () => {
  it('count each view of a session, and nothing for a refused one', async () => {
    const created = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: `Mesures ${randomUUID().slice(0, 6)}`, status: 'published' },
    });
    const session = created.json as Session;
    const before = metricTotal('get-published-session', 'SessionViews');
    expect((await api(`/api/sessions/${session.id}`)).status).toBe(200);
    expect((await api(`/api/sessions/${session.id}`)).status).toBe(200);
    expect((await api(`/api/sessions/${randomUUID()}`)).status).toBe(404);
    await expectMetric('get-published-session', 'SessionViews', before + 2);
  });

  it('count each download', async () => {
    const created = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: `Téléchargements ${randomUUID().slice(0, 6)}`, status: 'published' },
    });
    const session = created.json as Session;
    const upload_key = await uploadFile(editor, 'document', 'guide.pdf', pdfBytes(), 'application/pdf');
    const doc = (
      await api(`/api/sessions/${session.id}/documents`, {
        method: 'POST',
        token: editor,
        body: { upload_key, title: 'Guide', category: 'guide' },
      })
    ).json as DocumentItem;
    const before = metricTotal('download-document', 'DocumentDownloads');
    const downloads = await Promise.all(
      Array.from({ length: 3 }, () =>
        api(`/api/documents/${doc.id}/download`, { method: 'POST', token: user }),
      ),
    );
    expect(downloads.map((download) => download.status)).toEqual([200, 200, 200]);
    await expectMetric('download-document', 'DocumentDownloads', before + 3);
  });

  it('count each sign-up once', async () => {
    const before = metricTotal('postConfirmation', 'SignUps');
    await signUp();
    await signUp();
    await expectMetric('postConfirmation', 'SignUps', before + 2);
  });
});

describe('structured logs', () => {
  it('are JSON lines with the service, the Lambda request id and the API request id', async () => {
    await clearOfHourEnd();
    const address = freshLoopbackAddress();
    const body = { name: 'Awa', email: 'awa@exemple.sn', subject: 'Journal', message: 'Bonjour' };
    // Over the address's hourly limit: the 429 is logged (who was refused, from where).
    for (let i = 0; i < LIMITS.contactMessagesPerAddressPerHour; i++) await postContactFrom(address, body);
    expect((await postContactFrom(address, body)).status).toBe(429);

    await expect
      .poll(() => logLines('create-contact-message').some((line) => line.includes(address)), {
        timeout: 5000,
      })
      .toBe(true);
    const line = logLines('create-contact-message').find((candidate) => candidate.includes(address)) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      level: 'WARN',
      message: 'Too many requests',
      service: 'tremplin',
      function_name: 'create-contact-message',
      function_request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      correlation_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      route: 'POST /api/contact',
      ip: address,
      timestamp: expect.any(String) as unknown,
    });
  }, 90_000);
});
