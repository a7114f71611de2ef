import { join } from 'node:path';
import { LAMBDAS_DIR } from '../lib/paths';

/**
 * How every Lambda function is bundled and sized: CDK's NodejsFunction (infra/lib/constructs/
 * handler-function.ts) and the benchmark (test/bench/) both read these, so the bundle the bench
 * weighs and cold-starts is the one CDK deploys.
 */
export const HANDLER_BUNDLING = {
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  // CommonJS dependencies bundled into ESM still call require().
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // Bundle the AWS SDK v3 clients too: the versions we test against, not the runtime's copy.
  externalModules: [] as string[],
  /**
   * Package → file substitutions. The SDK clients' default credential chain (SSO, ini files, STS,
   * instance metadata, ~100 KB per bundle) gives way to the environment provider the clients name
   * anyway: on Lambda the role's credentials are always in the environment.
   */
  alias: {
    '@aws-sdk/credential-provider-node': join(LAMBDAS_DIR, 'lib', 'lambda-credentials.ts'),
  } as Record<string, string>,
} as const;

/** Memory, architecture and timeout of every function (the cost model reads the memory). */
export const HANDLER_RUNTIME = {
  memoryMb: 512,
  architecture: 'arm64',
  timeoutSeconds: 10,
  /**
   * NODE_OPTIONS of every function: none. With --enable-source-maps Node reads and parses the
   * bundle's source map during the import, ~10–15% more CPU in every cold start (measured with
   * test/bench/lambda.ts); the .map files still ship next to the code to decode a stack trace.
   */
  nodeOptions: '',
} as const;

/**
 * The esbuild options CDK derives from HANDLER_BUNDLING (aws-lambda-nodejs passes them as
 * --bundle --platform=node --target --format --minify --sourcemap --sources-content=false
 * --main-fields --banner:js --alias:…, and names an ESM bundle index.mjs).
 */
export function esbuildOptionsFor(entry: string, outfile: string) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node' as const,
    target: HANDLER_BUNDLING.target,
    format: HANDLER_BUNDLING.format,
    minify: HANDLER_BUNDLING.minify,
    sourcemap: HANDLER_BUNDLING.sourceMap,
    sourcesContent: HANDLER_BUNDLING.sourcesContent,
    mainFields: [...HANDLER_BUNDLING.mainFields],
    banner: { js: HANDLER_BUNDLING.banner },
    external: [...HANDLER_BUNDLING.externalModules],
    alias: { ...HANDLER_BUNDLING.alias },
    logLevel: 'warning' as const,
  };
}
