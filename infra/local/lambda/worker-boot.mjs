// A worker thread is a fresh module world: it must learn TypeScript (tsx) before loading the
// function's handler module, which ./worker.ts does.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The repository's tsconfig names the imports (`@common/…`), whatever folder the process runs in.
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
await import('./worker.ts');
