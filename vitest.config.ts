import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The imports' names (tsconfig's `paths`): common/ everywhere, the web app's src/ as "@/". */
const resolve = {
  alias: [
    { find: /^@common\//, replacement: fileURLToPath(new URL('./common/', import.meta.url)) },
    { find: /^@\//, replacement: fileURLToPath(new URL('./web/src/', import.meta.url)) },
  ],
};

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        // Component tests: the web app's forms and hooks rendered in jsdom, the API answered by MSW.
        resolve,
        test: {
          name: 'web',
          include: ['test/unit/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/unit/web/support/setup.ts'],
          // A lazy chunk is transformed on its first import: seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One local cloud for the whole run; files share it, so run them one after another.
          fileParallelism: false,
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          // The first file's hook bundles every function (~50 esbuild runs): past four minutes on
          // the shared cores when the machine is busy.
          hookTimeout: 600_000,
          // The files share one synthesis of the app (test/infra/synth.ts): one worker, one module graph.
          isolate: false,
          fileParallelism: false,
        },
      },
    ],
  },
});
