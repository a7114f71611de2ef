import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, brokenPointers, commentsOf, repositorySources } from './support/pointers';

const ROOT = join(import.meta.dirname, '../..');

describe('pointers in the README, docs/ and code comments', () => {
  it('every relative link, anchor and repository path they name exists', () => {
    expect(brokenPointers(repositorySources(ROOT), ROOT)).toEqual([]);
  });

  it('reports a path that moved, a dead link and an anchor that is not a heading', () => {
    const sources = [
      {
        file: 'docs/a.md',
        text: 'See `lambdas/lib/http-errors.ts`, [b](b.md) and [c](c.md#nowhere).',
        markdown: true,
      },
      {
        file: 'lambdas/x.ts',
        text: "/** Maps them (lambdas/lib/gone.ts). */\nconst key = 'docs/staging/x';",
        markdown: false,
      },
    ];
    const existing = new Set(['docs/a.md', 'docs/c.md', 'lambdas/x.ts']);
    const broken = brokenPointers(
      sources,
      ROOT,
      (p) => existing.has(p),
      () => '# C\n## Here',
    );
    expect(broken).toEqual([
      { file: 'docs/a.md', pointer: 'lambdas/lib/http-errors.ts' },
      { file: 'docs/a.md', pointer: 'b.md' },
      { file: 'docs/a.md', pointer: 'c.md#nowhere' },
      { file: 'lambdas/x.ts', pointer: 'lambdas/lib/gone.ts' },
    ]);
  });

  it('reads paths in comments only, and anchors as GitHub writes them', () => {
    expect(commentsOf("const url = 'https://x.test/a'; // see docs/b.md\n/* c */")).toBe(
      '// see docs/b.md\n/* c */',
    );
    expect(anchorOf('The local cloud refuses what AWS refuses')).toBe(
      'the-local-cloud-refuses-what-aws-refuses',
    );
    expect(anchorOf('Personal data: what is kept, and for how long')).toBe(
      'personal-data-what-is-kept-and-for-how-long',
    );
  });
});
