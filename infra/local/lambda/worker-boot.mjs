// A worker thread is a fresh module world: it must learn TypeScript (tsx) before loading the
// function's handler module, which ./worker.ts does.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
