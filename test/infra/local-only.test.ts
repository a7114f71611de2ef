import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/lib/paths';
import { MAILBOX_PATH } from '../../infra/local/mailbox';
import { STACK_NAMES, synthesizeTremplin } from './synth';

/** Every file under `dir` (recursively). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The local mailbox (/_local/mail, infra/local/mailbox.ts) belongs to `npm start` alone: the e-mails
 * Cognito sends on AWS go to real inboxes, and no deployed path may show them.
 */
describe('the local mailbox is never deployed', () => {
  it('is in none of the synthesized stacks (CloudFront, its functions, the API, the pool)', () => {
    expect(MAILBOX_PATH).toBe('/_local/mail');
    const { templates } = synthesizeTremplin();
    for (const name of STACK_NAMES) {
      const text = JSON.stringify(templates[name].toJSON());
      expect(text, name).not.toContain('_local');
      expect(text, name).not.toContain('mailbox');
    }
  });

  it('is named by nothing the web build or the deployed code is made of', () => {
    const deployed = [
      ...['web/src', 'web/public', 'lambdas', 'infra/lib', 'infra/bin', 'infra/definitions'].flatMap((dir) =>
        filesUnder(join(REPO_ROOT, dir)),
      ),
      join(REPO_ROOT, 'web/index.html'),
    ];
    expect(deployed.length).toBeGreaterThan(100);
    const naming = deployed.filter((file) => {
      const text = readFileSync(file, 'latin1');
      return text.includes('_local/') || /from ['"][./]*local\/mailbox['"]/.test(text);
    });
    expect(naming.map((file) => relative(REPO_ROOT, file))).toEqual([]);
  });
});
