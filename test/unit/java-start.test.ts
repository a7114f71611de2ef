/**
 * `npm start`'s entry (infra/local/start.ts, as `tsx` runs it) on a machine without Java: a PATH
 * with node and no `java`. Where apt-get is involved, it is a stand-in on that PATH that only writes
 * down how it was called (and "installs" a Java 8, so the check still fails and nothing starts).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectHost } from '../../infra/local/java';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
/** Far below a web build (tens of seconds) or a cloud start; the check itself takes about a second. */
const QUICK_MS = 15_000;

let dir: string;
let bin: string;
let dataDir: string;
let aptLog: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tremplin-nojava-'));
  bin = join(dir, 'bin');
  dataDir = join(dir, 'data');
  aptLog = join(dir, 'apt.log');
  // Node's own folder may hold java too (/usr/bin): node alone, by a link.
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** apt-get that logs its arguments; `install` leaves a Java 8 `java` on the PATH. */
function addAptStandIn() {
  writeFileSync(
    join(bin, 'apt-get'),
    `#!${process.execPath}
const fs = require('node:fs');
fs.appendFileSync(${JSON.stringify(aptLog)}, process.argv.slice(2).join(' ') + '\\n');
if (process.argv[2] === 'install') {
  fs.writeFileSync(${JSON.stringify(join(bin, 'java'))}, '#!/bin/sh\\necho \\'openjdk version "1.8.0_392"\\' >&2\\n', { mode: 0o755 });
}
`,
    { mode: 0o755 },
  );
  // Not root: sudo that asks nothing (as `sudo -n` finds it with NOPASSWD), running the command given.
  writeFileSync(
    join(bin, 'sudo'),
    '#!/bin/sh\n[ "$1" = -n ] && shift\n[ "$1" = true ] && exit 0\nexec "$@"\n',
    {
      mode: 0o755,
    },
  );
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `command`, its stdin left open (a prompt would wait on it forever), killed after QUICK_MS. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<Run> {
  const started = Date.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  if (input !== undefined) child.stdin.write(input);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), QUICK_MS);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    }),
  );
}

function environment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: bin, DATA_DIR: dataDir, PORT: '0', ...extra };
  for (const name of ['INSTALL_JAVA', 'JAVA_HOME', 'SKIP_WEB_BUILD']) if (!(name in extra)) delete env[name];
  return env;
}

const startArgs = [TSX, 'infra/local/start.ts'];
const host = detectHost();
/** The package this machine's release carries (the tests run on Debian, as CI does). */
const preferred = host.os === 'debian' ? host.packages[0] : 'a Debian or Ubuntu machine';

function expectNothingStarted(result: Run) {
  expect(result.ms).toBeLessThan(QUICK_MS);
  expect(result.code).toBe(1);
  expect(result.stdout).not.toContain('Construction de l’application web');
  expect(existsSync(dataDir)).toBe(false);
}

describe('npm start without Java', { timeout: 30_000 }, () => {
  it('stops at once with how to get Java, before the web build or anything else', async () => {
    const result = await run(process.execPath, startArgs, environment());
    expectNothingStarted(result);
    expect(result.stderr).toContain('Tremplin a besoin de Java 17 ou plus récent');
    expect(result.stderr).toContain('la commande java est introuvable');
    expect(result.stderr).toMatch(/Pour l’installer sur /);
    expect(result.stderr).not.toContain('DynamoDB Local exited');
  });

  it('with apt-get at hand and no terminal, asks nothing and installs nothing unless told to', async () => {
    addAptStandIn();
    const result = await run(process.execPath, startArgs, environment());
    expectNothingStarted(result);
    expect(result.stderr).toContain(`apt-get install -y ${preferred}`);
    expect(result.stderr).toContain('relancez avec INSTALL_JAVA=1');
    expect(existsSync(aptLog)).toBe(false);
  });

  it('with INSTALL_JAVA=1, installs through apt-get, then checks again (a Java 8 is still refused)', async () => {
    addAptStandIn();
    const result = await run(process.execPath, startArgs, environment({ INSTALL_JAVA: '1' }));
    expectNothingStarted(result);
    expect(readFileSync(aptLog, 'utf8').split('\n').filter(Boolean)).toEqual([
      'update -qq',
      `install -y -qq --no-install-recommends ${preferred}`,
    ]);
    expect(result.stderr).toContain('L’installation n’a pas donné de Java 17+');
    expect(result.stderr).toContain('java -version indique Java 8');
  });

  describe('in a terminal', () => {
    // util-linux's `script` gives the command a terminal, fed from our stdin.
    const inTerminal = (answer: string, extra: NodeJS.ProcessEnv = {}) =>
      run(
        '/usr/bin/script',
        ['-qec', [process.execPath, ...startArgs].join(' '), '/dev/null'],
        { ...environment(extra), SHELL: '/bin/sh' },
        answer,
      );

    it('offers to install it, and leaves it at that on "N"', async () => {
      addAptStandIn();
      const result = await inTerminal('n\n');
      expectNothingStarted(result);
      expect(result.stdout).toContain(`apt-get install -y ${preferred}`);
      expect(result.stdout).toContain(`Installer ${preferred} maintenant avec apt-get ? [o/N]`);
      expect(result.stdout).toContain('Relancez la commande une fois Java installé.');
      expect(existsSync(aptLog)).toBe(false);
    });

    it('installs it on "o"', async () => {
      addAptStandIn();
      const result = await inTerminal('o\n');
      expectNothingStarted(result);
      expect(readFileSync(aptLog, 'utf8')).toContain(`install -y -qq --no-install-recommends ${preferred}`);
      // The Java 8 the stand-in left is refused: the check ran again after the installation.
      expect(result.stdout).toContain('java -version indique Java 8');
    });
  });
});
