import { describe, expect, it } from 'vitest';
import { detectHost, javaAdvice, JAVA_MIN_MAJOR, parseJavaMajor, type Host } from '../../infra/local/java';

describe('reading java -version', () => {
  it.each([
    ['openjdk version "17.0.9" 2023-10-17\nOpenJDK Runtime Environment (build 17.0.9+9-Debian-1deb12u1)', 17],
    ['openjdk version "21" 2023-09-19\nOpenJDK Runtime Environment (build 21+35-2513)', 21],
    ['java version "21.0.1" 2023-10-17 LTS\nJava(TM) SE Runtime Environment', 21],
    ['openjdk version "1.8.0_392"\nOpenJDK Runtime Environment (Temurin)(build 1.8.0_392-b08)', 8],
    ['java version "1.7.0_80"', 7],
    ['openjdk version "11.0.21" 2023-10-17', 11],
    ['openjdk version "22-ea" 2024-03-19', 22],
    ['Picked up JAVA_TOOL_OPTIONS: -Dfile.encoding=UTF-8\nopenjdk version "25" 2025-09-16', 25],
    // `java --version` (stdout), as some wrappers answer.
    ['openjdk 21.0.1 2023-10-17\nOpenJDK Runtime Environment Temurin-21.0.1+12', 21],
  ])('%j → Java %i', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });

  it('names no version in what is not a version line', () => {
    expect(
      parseJavaMajor('The operation couldn’t be completed. Unable to locate a Java Runtime.'),
    ).toBeNull();
    expect(parseJavaMajor('')).toBeNull();
  });
});

const debian12 =
  'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nVERSION_ID="12"\nID=debian\n';
const debian13 = 'NAME="Debian GNU/Linux"\nVERSION_ID="13"\nID=debian\n';
const sid = 'PRETTY_NAME="Debian GNU/Linux trixie/sid"\nNAME="Debian GNU/Linux"\nID=debian\n';
const ubuntu = 'NAME="Ubuntu"\nVERSION_ID="22.04"\nID=ubuntu\nID_LIKE=debian\n';
const mint = 'NAME="Linux Mint"\nVERSION_ID="21.3"\nID=linuxmint\nID_LIKE="ubuntu debian"\n';
const fedora = 'NAME="Fedora Linux"\nVERSION_ID=40\nID=fedora\n';

describe('the machine at hand', () => {
  it('tells Debian and Ubuntu (and their derivatives) by /etc/os-release, with the package each release carries', () => {
    expect(detectHost('linux', debian12)).toEqual({
      os: 'debian',
      name: 'Debian GNU/Linux',
      packages: ['openjdk-17-jre-headless', 'openjdk-21-jre-headless'],
    });
    // Debian 13 has no OpenJDK 17; testing and sid carry no VERSION_ID.
    expect(detectHost('linux', debian13)).toMatchObject({
      packages: ['openjdk-21-jre-headless', 'openjdk-17-jre-headless'],
    });
    expect(detectHost('linux', sid)).toMatchObject({
      packages: ['openjdk-21-jre-headless', 'openjdk-17-jre-headless'],
    });
    expect(detectHost('linux', ubuntu)).toMatchObject({
      os: 'debian',
      name: 'Ubuntu',
      packages: ['openjdk-17-jre-headless', 'openjdk-21-jre-headless'],
    });
    expect(detectHost('linux', mint)).toMatchObject({ os: 'debian', name: 'Linux Mint' });
  });

  it('tells macOS and Windows by platform, and any other system apart', () => {
    expect(detectHost('darwin', '')).toEqual({ os: 'macos' });
    expect(detectHost('win32', '')).toEqual({ os: 'windows' });
    expect(detectHost('linux', fedora)).toEqual({ os: 'other', name: 'Fedora Linux' });
    expect(detectHost('linux', '')).toEqual({ os: 'other', name: 'Linux' });
  });
});

const missing = { kind: 'missing' } as const;
const instructionsOf = {
  apt: /apt-get install/,
  brew: /brew install/,
  winget: /winget install/,
};

function onlyInstructions(advice: string, kind: keyof typeof instructionsOf | null) {
  for (const [name, pattern] of Object.entries(instructionsOf)) {
    if (name === kind) expect(advice).toMatch(pattern);
    else expect(advice).not.toMatch(pattern);
  }
}

describe('the advice', () => {
  const bookworm = detectHost('linux', debian12);

  it('says what is wrong: no java, or the version found', () => {
    expect(javaAdvice(missing, bookworm)).toContain(`Java ${JAVA_MIN_MAJOR} ou plus récent`);
    expect(javaAdvice(missing, bookworm)).toContain('la commande java est introuvable');
    const old = javaAdvice({ kind: 'too-old', major: 8 }, bookworm);
    expect(old).toContain('java -version indique Java 8');
    expect(old).toContain('mettez-le en tête du PATH');
  });

  it('gives only the instructions of the machine at hand', () => {
    const onDebian = javaAdvice(missing, bookworm);
    onlyInstructions(onDebian, 'apt');
    expect(onDebian).toContain('sudo apt-get update && sudo apt-get install -y openjdk-17-jre-headless');
    expect(javaAdvice(missing, detectHost('linux', debian13))).toContain(
      'apt-get install -y openjdk-21-jre-headless',
    );

    const onMac = javaAdvice(missing, { os: 'macos' });
    onlyInstructions(onMac, 'brew');
    expect(onMac).toContain('brew install --cask temurin@21');
    expect(onMac).toContain('https://adoptium.net/temurin/releases/?os=mac');

    const onWindows = javaAdvice(missing, { os: 'windows' });
    onlyInstructions(onWindows, 'winget');
    expect(onWindows).toContain('winget install --exact --id EclipseAdoptium.Temurin.21.JRE');
    expect(onWindows).toContain('nouveau terminal');

    const elsewhere = javaAdvice(missing, { os: 'other', name: 'Fedora Linux' } satisfies Host);
    onlyInstructions(elsewhere, null);
    expect(elsewhere).toContain('sur Fedora Linux');
  });

  it('drops sudo as root, and mentions INSTALL_JAVA=1 only where apt-get can install without questions', () => {
    const asRoot = javaAdvice(missing, bookworm, { apt: 'root' });
    expect(asRoot).toContain('  apt-get update && apt-get install -y openjdk-17-jre-headless');
    expect(asRoot).toContain('INSTALL_JAVA=1');
    expect(javaAdvice(missing, bookworm, { root: true })).toContain('  apt-get update && apt-get install -y');
    expect(javaAdvice(missing, bookworm, { apt: 'sudo' })).toContain('INSTALL_JAVA=1');
    expect(javaAdvice(missing, bookworm, { apt: null })).not.toContain('INSTALL_JAVA');
    // Before the y/N question the hint would be noise: the question is the offer.
    expect(javaAdvice(missing, bookworm, { apt: 'root', asking: true })).not.toContain('INSTALL_JAVA');
  });

  it('points at JAVA_HOME when java is not on PATH but JAVA_HOME is set', () => {
    expect(javaAdvice(missing, { os: 'windows' }, { javaHome: 'C:\\Java\\jdk-21' })).toContain(
      'JAVA_HOME vaut C:\\Java\\jdk-21',
    );
  });
});
