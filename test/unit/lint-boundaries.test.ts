import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers are enforced by lint (eslint.config.js), not by good intentions: each case lints a
 * snippet as if it were the named file of the project. Type information is switched off: the
 * snippets are not files of any tsconfig, and the boundary rules do not need it.
 */
// The root without its trailing slash: with one, the TypeScript resolver finds no tsconfig for the
// snippets and the "@/…" imports go unchecked.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, ''),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('lint keeps the layers apart', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/components/boundary-fixture.tsx',
      "import { SessionsRoute } from '@/features/sessions/routes/sessions';\nexport const x = SessionsRoute;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/components/boundary-fixture.tsx',
      [
        "import { HomeRoute } from '../routes/home';",
        "import { DocumentCard } from '@/components/documents/document-card';",
        "import { getLibrary } from '@/api/library';",
        "import { LIMITS } from '@common/limits';",
        'export const x = [HomeRoute, DocumentCard, getLibrary, LIMITS];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses shared code importing a feature or the app', async () => {
    const errors = await boundaryErrors(
      'web/src/components/ui/boundary-fixture.tsx',
      [
        "import { HomeRoute } from '@/features/home/routes/home';",
        "import { routes } from '@/app/router';",
        'export const x = [HomeRoute, routes];',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors.every((e) => e.includes('Shared code does not import features or the app'))).toBe(true);
  });

  it('refuses imports that climb where a name reaches: "@common/…" everywhere, "@/…" in the app', async () => {
    expect(
      await boundaryErrors(
        'lambdas/sessions/boundary-fixture.ts',
        "import { LIMITS } from '../../common/limits';\nexport const x = LIMITS;\n",
      ),
    ).toEqual([expect.stringContaining('Import common/ by its name')]);
    expect(
      await boundaryErrors(
        'web/src/features/home/components/boundary-fixture.tsx',
        "import { getLibrary } from '../../../api/library';\nexport const x = getLibrary;\n",
      ),
    ).toEqual([expect.stringContaining("Import the app's own folders by their name")]);
  });

  it('lets the app compose features', async () => {
    const errors = await boundaryErrors(
      'web/src/app/routes/boundary-fixture.tsx',
      "import { HomeRoute } from '@/features/home/routes/home';\nexport const x = HomeRoute;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses a feature importing the app', async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/components/boundary-fixture.tsx',
      "import { routes } from '@/app/router';\nexport const x = routes;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import the app')]);
  });

  it('refuses the functions importing infrastructure code', async () => {
    const errors = await boundaryErrors(
      'lambdas/sessions/boundary-fixture.ts',
      "import { BUCKETS } from '../../infra/local/s3';\nexport const x = BUCKETS;\n",
    );
    expect(errors).toHaveLength(1);
  });
});
