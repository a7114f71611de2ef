/**
 * `npm run dev`: the local cloud (as `npm start`, without the web build) and Vite with hot
 * reload, which forwards /api, /media, /config.json and /cognito to it.
 */
import { join } from 'node:path';
import { createServer } from 'vite';
import { seedDemoOnFirstStart } from './demo-seed';
import { exitUnlessJava } from './java';
import { adoptOperatorEnvironment, startLocalCloud } from './local-cloud';
import { ROOT, WEB_DIST } from './web-build';

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? join(ROOT, '.data');

await exitUnlessJava();
const cloud = await startLocalCloud({
  dataDir,
  port,
  webDir: WEB_DIST,
  requireAdminMfa: process.env.REQUIRE_ADMIN_MFA === '1',
});
adoptOperatorEnvironment(cloud);
await seedDemoOnFirstStart(dataDir, cloud.endpoints.cognito, cloud.pool, process.env.DEMO !== '0');
process.env.TREMPLIN_EDGE_URL = `http://127.0.0.1:${port}`;
const vite = await createServer({ configFile: join(ROOT, 'web', 'vite.config.ts') });
await vite.listen(Number(process.env.VITE_PORT ?? 5173));
vite.printUrls();

async function shutdown() {
  await vite.close();
  await cloud.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
