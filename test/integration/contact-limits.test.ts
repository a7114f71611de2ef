import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ContactMessage, Page } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { keys } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import {
  api,
  clearOfHourEnd,
  documentClient,
  freshLoopbackAddress,
  postContactFrom,
  signIn,
  signUp,
} from './helpers';

async function newUser() {
  const { email, sub } = await signUp();
  return { sub, token: (await signIn(email)).accessToken };
}

/** The messages with this subject in the admin inbox. */
async function stored(subject: string): Promise<ContactMessage[]> {
  const admin = (await signIn('admin@tremplin.test')).accessToken;
  const page = (await api('/api/admin/contact-messages?limit=100', { token: admin }))
    .json as Page<ContactMessage>;
  return page.items.filter((message) => message.subject === subject);
}

const form = (subject: string) => ({
  name: 'Fatou',
  email: 'fatou@exemple.sn',
  subject,
  message: 'Bonjour, une question sur la session 3.',
});

describe('the contact form limits', () => {
  it(`takes ${LIMITS.contactMessagesPerUserPerHour} messages an hour from one user, then answers 429 and stores nothing`, async () => {
    await clearOfHourEnd();
    const { sub, token } = await newUser();
    const subject = `Limite utilisateur ${randomUUID()}`;
    const address = freshLoopbackAddress();
    for (let i = 0; i < LIMITS.contactMessagesPerUserPerHour; i++) {
      expect((await postContactFrom(address, form(subject), token)).status).toBe(201);
    }

    const refused = await postContactFrom(address, form(subject), token);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({
      code: 'too_many_requests',
      message: MESSAGES.contactTooManyFromUser,
    });
    // Until the hour is over, at most.
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    // From another address too: the limit follows the user.
    expect((await postContactFrom(freshLoopbackAddress(), form(subject), token)).status).toBe(429);

    const messages = await stored(subject);
    expect(messages).toHaveLength(LIMITS.contactMessagesPerUserPerHour);
    expect(messages.every((message) => message.user_id === sub)).toBe(true);
    // The count is kept until the hour is over, then left to the table's TTL.
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: DEFAULT_TABLE_NAME,
        Key: keys.contactQuota(`user#${sub}`, new Date().toISOString().slice(0, 13)),
      }),
    );
    expect(Item).toMatchObject({ count: LIMITS.contactMessagesPerUserPerHour });
    const hourEnd = Math.ceil(Date.now() / 3_600_000) * 3600;
    expect(Item?.expires_at).toBe(hourEnd);
  }, 90_000);

  it('lets exactly the limit through when one user sends many messages at once', async () => {
    await clearOfHourEnd();
    const { token } = await newUser();
    const subject = `Course ${randomUUID()}`;
    const address = freshLoopbackAddress();
    const attempts = LIMITS.contactMessagesPerUserPerHour * 3;
    const answers = await Promise.all(
      Array.from({ length: attempts }, () => postContactFrom(address, form(subject), token)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMITS.contactMessagesPerUserPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      attempts - LIMITS.contactMessagesPerUserPerHour,
    );
    expect(await stored(subject)).toHaveLength(LIMITS.contactMessagesPerUserPerHour);
  }, 90_000);

  it(`takes ${LIMITS.contactMessagesPerAddressPerHour} messages an hour from one address, whoever sends them`, async () => {
    await clearOfHourEnd();
    const subject = `Limite adresse ${randomUUID()}`;
    const address = freshLoopbackAddress();
    for (let i = 0; i < LIMITS.contactMessagesPerAddressPerHour; i++) {
      expect((await postContactFrom(address, form(subject))).status).toBe(201);
    }

    const visitor = await postContactFrom(address, form(subject));
    expect(visitor.status).toBe(429);
    expect(visitor.json.error).toEqual({
      code: 'too_many_requests',
      message: MESSAGES.contactTooManyFromAddress,
    });
    // A signed-in user who sent nothing yet, behind the same address, is held too.
    const { token } = await newUser();
    const member = await postContactFrom(address, form(subject), token);
    expect(member.status).toBe(429);
    expect(member.json.error?.message).toBe(MESSAGES.contactTooManyFromAddress);
    // Another address is not.
    expect((await postContactFrom(freshLoopbackAddress(), form(subject))).status).toBe(201);

    expect(await stored(subject)).toHaveLength(LIMITS.contactMessagesPerAddressPerHour + 1);
  }, 90_000);

  it('counts nothing for a refused form: bad input does not use up the limit', async () => {
    await clearOfHourEnd();
    const { token } = await newUser();
    const subject = `Invalide ${randomUUID()}`;
    const address = freshLoopbackAddress();
    for (let i = 0; i < LIMITS.contactMessagesPerUserPerHour + 2; i++) {
      expect((await postContactFrom(address, { ...form(subject), email: 'non' }, token)).status).toBe(400);
    }
    expect((await postContactFrom(address, form(subject), token)).status).toBe(201);
  }, 90_000);
});
