import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes';

const LAMBDAS = join(import.meta.dirname, '../../lambdas');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** What only lib/api-handler.ts may apply: a route's access rule lives in routes.ts and nowhere else. */
const ACCESS_STEPS = /\b(requireCaller|optionalCaller|requireAdminAction|apiChainHead|cloudFrontOnly)\(/;
const FACTORY_FILES = new Set([
  'lib/api-handler.ts',
  'lib/middleware.ts',
  'lib/admin-mfa.ts',
  'lib/origin-verify.ts',
]);

describe('one way to write a handler', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s is built from its own entry of the route table',
    async (name, route) => {
      const module = (await import(join(LAMBDAS, `${route.handler}.ts`))) as { handler?: { route?: string } };
      expect(module.handler?.route).toBe(name);
    },
  );

  it('no module declares access, the chain head or the admin check outside the factory', () => {
    const offenders = sourceFiles(LAMBDAS)
      .map((file) => relative(LAMBDAS, file))
      .filter((file) => !FACTORY_FILES.has(file) && !file.startsWith('auth-triggers/'))
      .filter((file) => ACCESS_STEPS.test(readFileSync(join(LAMBDAS, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every route function is made by the factory, not by middy directly', () => {
    const handlerFiles = new Set(ROUTES.map((route) => `${route.handler}.ts`));
    const direct = [...handlerFiles].filter((file) =>
      /from '@middy\/core'/.test(readFileSync(join(LAMBDAS, file), 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
