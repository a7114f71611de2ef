import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cognitoChildEnvironment } from '../../../infra/local/cognito';
import { CLOCK_FILE_VARIABLE } from '../../../infra/local/cognito-clock';
import { loadOrCreateSigningKey } from '../../../infra/local/cognito-keys';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tremplin-keys-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the local Cognito’s signing key', () => {
  it('is made once per data folder, kept there for its owner only, and differs between folders', () => {
    const file = join(folder(), '.cognito', 'signing-key.pem');
    const first = loadOrCreateSigningKey(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Kept: the next start signs with the same key.
    expect(loadOrCreateSigningKey(file).kid).toBe(first.kid);
    expect(loadOrCreateSigningKey(join(folder(), 'signing-key.pem')).kid).not.toBe(first.kid);
    // Only the public half is published.
    expect(Object.keys(first.publicJwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });
});

describe('the local Cognito’s clock', () => {
  it('moves only when the local cloud is told to, never from the shell that started it', () => {
    const options = { port: 1, mailboxFile: '/tmp/mail' };
    const fromShell = { PATH: '/bin', [CLOCK_FILE_VARIABLE]: '/tmp/clock' };
    expect(cognitoChildEnvironment(fromShell, options)).not.toHaveProperty(CLOCK_FILE_VARIABLE);
    expect(cognitoChildEnvironment(fromShell, { ...options, clockFile: '/tmp/test-clock' })).toMatchObject({
      [CLOCK_FILE_VARIABLE]: '/tmp/test-clock',
    });
  });
});
