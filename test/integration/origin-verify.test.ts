import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CatalogPage, ContactMessage, Page } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { api, clearOfHourEnd, cloud, freshLoopbackAddress, postContactFrom, signIn } from './helpers';

const REFUSED = { error: { code: 'forbidden', message: MESSAGES.accessDenied } };

/** A request to the API's own address (execute-api), which skips the edge (CloudFront) and its header. */
async function direct(path: string, init: RequestInit = {}) {
  const response = await fetch(`${cloud().apiUrl}${path}`, init);
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const form = (subject: string) => ({
  name: 'Awa',
  email: 'awa@exemple.sn',
  subject,
  message: 'Bonjour, une question sur la session 2.',
});

async function stored(subject: string): Promise<ContactMessage[]> {
  const admin = (await signIn('admin@tremplin.test')).accessToken;
  const page = (await api('/api/admin/contact-messages?limit=100', { token: admin }))
    .json as Page<ContactMessage>;
  return page.items.filter((message) => message.subject === subject);
}

function logLines(functionName: string): string[] {
  const file = join(cloud().logsDir, `${functionName}.log`);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

describe("a request that skips CloudFront (the API's execute-api address)", () => {
  it('is refused on public routes and session pages, which answer through the edge', async () => {
    const catalogue = await api('/api/sessions');
    expect(catalogue.status).toBe(200);
    const session = (catalogue.json as CatalogPage).items[0];
    expect(session).toBeDefined();
    const page = await fetch(`${cloud().url}/session/${session?.id}`);
    expect(page.status).toBe(200);

    expect(await direct('/api/sessions')).toEqual({ status: 403, json: REFUSED });
    expect(await direct(`/session/${session?.id}`)).toEqual({ status: 403, json: REFUSED });
  });

  it('cannot send a contact message, whatever x-viewer-ip or origin value it carries, and is logged', async () => {
    const subject = `Sans CloudFront ${randomUUID()}`;
    for (const headers of [
      { 'x-viewer-ip': '198.51.100.23' },
      { 'x-viewer-ip': '198.51.100.23', 'x-origin-verify': 'devine' },
      { 'cloudfront-viewer-address': '198.51.100.23:443', 'x-origin-verify': '' },
    ]) {
      const answer = await direct('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(form(subject)),
      });
      expect(answer).toEqual({ status: 403, json: REFUSED });
    }
    expect(await stored(subject)).toHaveLength(0);
    await expect
      .poll(
        () =>
          logLines('create-contact-message').filter((line) => {
            const record = JSON.parse(line) as Record<string, unknown>;
            return (
              record.level === 'WARN' && record.message === 'Request that did not come through CloudFront'
            );
          }).length,
        { timeout: 5000 },
      )
      .toBeGreaterThanOrEqual(3);
  });
});

describe('through the edge (CloudFront)', () => {
  it(`counts the connection's address, not the x-viewer-ip a client sends`, async () => {
    await clearOfHourEnd();
    const subject = `IP forgée ${randomUUID()}`;
    const address = freshLoopbackAddress();
    // Each message claims another address: were the header believed, none would reach the limit.
    for (let i = 0; i < LIMITS.contactMessagesPerAddressPerHour; i++) {
      const forged = {
        'x-viewer-ip': `203.0.113.${i + 1}`,
        'cloudfront-viewer-address': `203.0.113.${i + 1}:443`,
      };
      expect((await postContactFrom(address, form(subject), undefined, forged)).status).toBe(201);
    }
    const refused = await postContactFrom(address, form(subject), undefined, {
      'x-viewer-ip': '203.0.113.200',
    });
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toBe(MESSAGES.contactTooManyFromAddress);
    expect(await stored(subject)).toHaveLength(LIMITS.contactMessagesPerAddressPerHour);
  }, 90_000);
});
