/**
 * `npm start`: the whole platform on http://localhost:3000 with no AWS account and no Docker.
 * PORT, HOST, DATA_DIR, DEMO=0 and REQUIRE_ADMIN_MFA=1 override the defaults (README lists them).
 */
import { join } from 'node:path';
import { seedDemoOnFirstStart } from './demo-seed';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-content';
import { exitUnlessJava } from './java';
import { adoptOperatorEnvironment, startLocalCloud } from './local-cloud';
import { ensureWebBuild, ROOT, WEB_DIST } from './web-build';

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? join(ROOT, '.data');
const demo = process.env.DEMO !== '0';

const started = Date.now();
// Before the web build: without Java the platform cannot start, so say so at once.
await exitUnlessJava();
if (!process.env.SKIP_WEB_BUILD) await ensureWebBuild();
const cloud = await startLocalCloud({
  dataDir,
  port,
  webDir: WEB_DIST,
  holdUntilReady: true,
  // As on AWS: admin actions only with two-factor sign-in on. Off by default, so the demo admin works at once.
  requireAdminMfa: process.env.REQUIRE_ADMIN_MFA === '1',
  ...(process.env.HOST ? { host: process.env.HOST } : {}),
});
// The demo content is written in this process, as the operator.
adoptOperatorEnvironment(cloud);
const state = await seedDemoOnFirstStart(dataDir, cloud.endpoints.cognito, cloud.pool, demo);
cloud.markReady();

console.log(`
  Tremplin est prêt sur ${cloud.url}  (${((Date.now() - started) / 1000).toFixed(1)} s)
  Données : ${dataDir}${state.demo ? `\n  Comptes de démonstration (mot de passe ${DEMO_PASSWORD}) : ${DEMO_USERS.map((u) => u.email).join(', ')}` : ''}
  Ctrl-C pour arrêter.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await cloud.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
