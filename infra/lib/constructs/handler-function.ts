import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { HANDLER_BUNDLING, HANDLER_RUNTIME } from '../../definitions/bundling';
import { functionObservabilityEnvironment } from '../../definitions/observability';
import { LOCK_FILE, REPO_ROOT, handlerEntry } from '../paths';
import { stageNamesOf } from '../stage';

export interface HandlerFunctionProps {
  /** Module under lambdas/ without extension, as lambdas/routes.ts names it. */
  readonly handlerModule: string;
  readonly environment?: Record<string, string>;
  readonly description?: string;
  /** Defaults to the API's (HANDLER_RUNTIME); the notification pipeline's functions run longer. */
  readonly timeoutSeconds?: number;
}

/**
 * One Lambda function for one handler module, with the settings every handler shares:
 * Node.js 22 on arm64 (as the project's own scripts run), bundled by the local esbuild, and a
 * role of its own that may write to its own log group and nothing else until granted more.
 */
export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);

    // An explicit log group: a retention period instead of logs kept forever.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.logGroup = logGroup;

    // Instead of AWSLambdaBasicExecutionRole (CreateLogGroup and writes to every log group of the
    // account): the log group exists already, so writing to it is all the function needs. Inline,
    // so the permission exists as soon as the role does.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Tremplin ${props.handlerModule}`,
      inlinePolicies: {
        logs: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
              // The group's Arn attribute ends in :*, which covers its log streams.
              resources: [logGroup.logGroupArn],
            }),
          ],
        }),
      },
    });

    this.function = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(props.handlerModule),
      handler: 'handler',
      description: props.description ?? `Tremplin ${props.handlerModule}`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: HANDLER_RUNTIME.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds ?? HANDLER_RUNTIME.timeoutSeconds),
      logGroup,
      role: this.role,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        ...((HANDLER_RUNTIME.nodeOptions as string) ? { NODE_OPTIONS: HANDLER_RUNTIME.nodeOptions } : {}),
        ...functionObservabilityEnvironment(stageNamesOf(this).metricsNamespace),
        ...props.environment,
      },
      bundling: {
        // Never Docker: the repository's esbuild bundles locally. The options are shared with the
        // benchmark (infra/definitions/bundling.ts), which weighs and cold-starts the same bundle.
        forceDockerBundling: false,
        minify: HANDLER_BUNDLING.minify,
        sourceMap: HANDLER_BUNDLING.sourceMap,
        sourcesContent: HANDLER_BUNDLING.sourcesContent,
        format: HANDLER_BUNDLING.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
        target: HANDLER_BUNDLING.target,
        mainFields: [...HANDLER_BUNDLING.mainFields],
        banner: HANDLER_BUNDLING.banner,
        externalModules: [...HANDLER_BUNDLING.externalModules],
        // `--alias:package=file`, one per substitution.
        esbuildArgs: {
          '--alias': Object.entries(HANDLER_BUNDLING.alias).map(([from, to]) => `${from}=${to}`),
        },
      },
    });

    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the project pins: package.json brings Node 22 for the local cloud, the tests and the bench, and esbuild targets node22. A newer runtime is a deliberate upgrade of all of them together.',
      },
    ]);
  }
}
