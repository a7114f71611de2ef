import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aspects, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { cdkJsonContext } from '../../infra/lib/cdk-context';
import { createTremplin, type TremplinStacks } from '../../infra/lib/tremplin-app';

export type StackName = keyof TremplinStacks;
export const STACK_NAMES: readonly StackName[] = [
  'data',
  'auth',
  'catalogueFunctions',
  'accountFunctions',
  'programmeFunctions',
  'api',
  'web',
  'waf',
  'notifications',
];
/** The stacks that hold the API's functions (infra/definitions/api-functions.ts). */
export const FUNCTION_STACK_NAMES = ['catalogueFunctions', 'accountFunctions', 'programmeFunctions'] as const;

/** For stacks built on their own, outside the app: a web ACL ARN of the right shape. */
export const EXAMPLE_WEB_ACL_ARN =
  'arn:aws:wafv2:us-east-1:123456789012:global/webacl/example/00000000-0000-0000-0000-000000000000';

export const env = { region: 'eu-west-3' };

const workDirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  workDirs.push(dir);
  return dir;
}

/** For afterAll: the folders tempDir made so far. */
export function removeTempDirs(): void {
  for (const dir of workDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function newApp(): App {
  return new App({ outdir: tempDir('tremplin-cdk-out-'), context: cdkJsonContext() });
}

/** A stand-in Vite build, so the tests do not depend on web/dist being built. */
export function fakeBuild(): string {
  return writeFakeBuild(tempDir('tremplin-web-dist-'));
}

function writeFakeBuild(dir: string): string {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'session-page.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'catalogue-page.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'first-screen.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("tremplin")');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Tremplin"}');
  return dir;
}

/** cdk-nag's AwsSolutions pack on every stack of the app, with explanations in its messages. */
export function applyNag(app: App): void {
  // No CSV reports: the findings are read from the annotations.
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true, reports: false }));
}

/**
 * Unsuppressed AwsSolutions errors and warnings of a stack, one line each. Annotations.fromStack
 * synthesizes the app again (forced), so the app's output folder must still exist.
 */
export function nagFindings(stack: Stack): string[] {
  const annotations = Annotations.fromStack(stack);
  const rule = Match.stringLikeRegexp('AwsSolutions-.*');
  return [...annotations.findError('*', rule), ...annotations.findWarning('*', rule)].map((message) => {
    const data: unknown = message.entry.data;
    return `${message.id} ${typeof data === 'string' ? data : JSON.stringify(data)}`;
  });
}

export interface SynthesizedTremplin {
  readonly stacks: TremplinStacks;
  readonly templates: Readonly<Record<StackName, Template>>;
  /** nagFindings of each stack. */
  readonly nag: Readonly<Record<StackName, readonly string[]>>;
}

let synthesized: SynthesizedTremplin | undefined;

/**
 * The stacks, synthesized once for all the infra test files (vitest.config.ts runs them in
 * one worker without isolation): bundling every function with esbuild is the slow part. The
 * AwsSolutions checks run in that same synthesis (they only add annotations); everything is read
 * into memory before the output folder goes.
 */
export function synthesizeTremplin(): SynthesizedTremplin {
  if (!synthesized) {
    const outdir = mkdtempSync(join(tmpdir(), 'tremplin-cdk-out-'));
    const buildDir = mkdtempSync(join(tmpdir(), 'tremplin-web-dist-'));
    try {
      const app = new App({ outdir, context: cdkJsonContext() });
      applyNag(app);
      const stacks = createTremplin(app, { env, buildDir: writeFakeBuild(buildDir) });
      const templates = Object.fromEntries(
        STACK_NAMES.map((name) => [name, Template.fromStack(stacks[name])]),
      ) as Record<StackName, Template>;
      const nag = Object.fromEntries(STACK_NAMES.map((name) => [name, nagFindings(stacks[name])])) as Record<
        StackName,
        string[]
      >;
      synthesized = { stacks, templates, nag };
    } finally {
      rmSync(outdir, { recursive: true, force: true });
      rmSync(buildDir, { recursive: true, force: true });
    }
  }
  return synthesized;
}
