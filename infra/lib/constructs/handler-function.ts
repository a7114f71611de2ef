import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LOCK_FILE, REPO_ROOT, handlerEntry } from '../paths';

export interface HandlerFunctionProps {
  /** Module under lambdas/ without extension, as lambdas/routes.ts names it. */
  readonly handlerModule: string;
  readonly environment?: Record<string, string>;
  readonly description?: string;
}

/**
 * One Lambda function for one handler module, with the settings every handler shares:
 * Node.js 22 on arm64 (as the project's own scripts run), bundled by the local esbuild.
 */
export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);

    // An explicit log group: a retention period instead of logs kept forever.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(props.handlerModule),
      handler: 'handler',
      description: props.description ?? `Tremplin ${props.handlerModule}`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        // The bundle ships source maps; this makes stack traces point at the TypeScript.
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        // Never Docker: the repository's esbuild bundles locally.
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        // CommonJS dependencies bundled into ESM still call require().
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        // Bundle the AWS SDK v3 clients too: the versions we test against, not the runtime's copy.
        externalModules: [],
      },
    });
  }
}
