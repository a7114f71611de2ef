/**
 * Every function as CDK deploys it, read from the synthesized templates: its execution role's
 * policy statements and its environment, resolved to the local cloud's names and ARNs. The local
 * gates (infra/local/iam/) check each function's AWS calls against exactly these statements.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Permissions, QueueKind } from '../../../lambdas/permissions';
import type {
  PipelineFunction,
  PipelineFunctionName,
  RouteDefinition,
  TriggerName,
} from '../../../lambdas/routes';
import {
  APP_DOCUMENT,
  CATALOGUE_DOCUMENT,
  SESSION_DOCUMENT,
  TEXT_FIRST_DOCUMENT,
} from '@common/app-documents';
import {
  TemplateResolver,
  type CfnResource,
  type CfnTemplate,
  type PhysicalResource,
} from './cloudformation';
import { parseStatements, type PolicyStatement } from './policy';

/** The local cloud's own resources, which the templates' tokens resolve to. */
export interface LocalResources {
  readonly region: string;
  readonly account: string;
  readonly tableName: string;
  readonly documentsBucket: string;
  readonly mediaBucket: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The value of the secret CloudFront sends the API (x-origin-verify): the local cloud draws one per start. */
  readonly originVerifySecret: string;
  /** The table's stream, as the policies name it. */
  readonly streamArn: string;
  /** The local SQS's queues (its URLs name its address) and SES's configuration set. */
  readonly queues: Readonly<
    Record<QueueKind | 'jobs-dead-letters' | 'send-dead-letters', { url: string; arn: string; name: string }>
  >;
  readonly configurationSet: string;
  /** The key that signs unsubscribe links: drawn per data folder. */
  readonly linkSecret: string;
}

export interface SynthesizedFunction {
  /** The route's name (lambdas/routes.ts) or the trigger's name. */
  readonly name: string;
  readonly handlerModule: string;
  /** For messages, as STS names the role session: `{stack}-{role logical id}`. */
  readonly roleName: string;
  readonly statements: readonly PolicyStatement[];
  /** The environment variables CDK gives the function. */
  readonly environment: Readonly<Record<string, string>>;
}

export interface SynthesisOptions {
  /** Defaults to the shared route table: tests pass a changed one to prove a missing grant fails. */
  readonly routes?: readonly RouteDefinition[];
  /** Defaults to the triggers' own (TRIGGER_PERMISSIONS): tests pass changed ones, as for routes. */
  readonly triggerPermissions?: Readonly<Record<TriggerName, Permissions>>;
  /** CDK context on top of cdk.json's, as `cdk deploy -c key=value` gives it (e.g. adminEmail). */
  readonly context?: Readonly<Record<string, unknown>>;
  /** The notification pipeline's functions (default: lambdas/routes.ts); tests remove a grant. */
  readonly pipelineFunctions?: Readonly<Record<PipelineFunctionName, PipelineFunction>>;
}

interface Located {
  readonly stackName: string;
  readonly logicalId: string;
}

type Resolved = Record<string, unknown>;

/** The role's identity-based statements: its inline policies and the AWS::IAM::Policy resources attached to it. */
function roleStatements(
  resolver: TemplateResolver,
  stackName: string,
  roleLogicalId: string,
): PolicyStatement[] {
  const template = resolver.template(stackName);
  const role = template.Resources[roleLogicalId];
  if (role?.Type !== 'AWS::IAM::Role') throw new Error(`${stackName}: ${roleLogicalId} is not a role`);
  const documents: unknown[] = [];
  for (const inline of (role.Properties?.Policies as { PolicyDocument: unknown }[] | undefined) ?? []) {
    documents.push(inline.PolicyDocument);
  }
  for (const resource of Object.values(template.Resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const roles = (resource.Properties?.Roles as unknown[] | undefined) ?? [];
    if (roles.some((r) => (r as { Ref?: string }).Ref === roleLogicalId)) {
      documents.push(resource.Properties?.PolicyDocument);
    }
  }
  // Managed policies (CloudWatch Logs at most) are not read: nothing local calls what they grant.
  return documents.flatMap((document) => parseStatements(resolver.resolve(stackName, document)));
}

function describeFunction(
  resolver: TemplateResolver,
  name: string,
  handlerModule: string,
  at: Located,
): SynthesizedFunction {
  const resource = resolver.template(at.stackName).Resources[at.logicalId];
  if (resource?.Type !== 'AWS::Lambda::Function') throw new Error(`${name}: not a Lambda function`);
  const role = resource.Properties?.Role as { 'Fn::GetAtt'?: [string, string] } | undefined;
  const roleLogicalId = role?.['Fn::GetAtt']?.[0];
  if (!roleLogicalId) throw new Error(`${name}: the function's role is not one of its stack's roles`);
  const variables =
    (resource.Properties?.Environment as { Variables?: unknown } | undefined)?.Variables ?? {};
  const environment = resolver.resolve(at.stackName, variables) as Resolved;
  return {
    name,
    handlerModule,
    roleName: `${at.stackName}-${roleLogicalId}`,
    statements: roleStatements(resolver, at.stackName, roleLogicalId),
    environment: Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, String(v)])),
  };
}

/**
 * Synthesizes the CDK app (without bundling: only the templates are read) and describes each API
 * route's function, each Cognito trigger and each function of the notification pipeline. Takes about two seconds.
 */
export async function synthesizeFunctions(
  local: LocalResources,
  options: SynthesisOptions = {},
): Promise<Map<string, SynthesizedFunction>> {
  // Loaded here, not at the top: aws-cdk-lib is large and only the local cloud's start needs it.
  const [
    { App, Stack },
    { createTremplin },
    { cdkJsonContext },
    { AUTH_TRIGGERS, ROUTES, PIPELINE_FUNCTIONS },
  ] = await Promise.all([
    import('aws-cdk-lib'),
    import('../../lib/tremplin-app'),
    import('../../lib/cdk-context'),
    import('../../../lambdas/routes'),
  ]);
  const workDir = mkdtempSync(join(tmpdir(), 'tremplin-local-synth-'));
  try {
    // The web stack wants a build to deploy; a stand-in keeps the real one out of the asset copy.
    const buildDir = join(workDir, 'web');
    mkdirSync(join(buildDir, 'assets'), { recursive: true });
    for (const document of [APP_DOCUMENT, TEXT_FIRST_DOCUMENT, SESSION_DOCUMENT, CATALOGUE_DOCUMENT]) {
      writeFileSync(join(buildDir, document), '<!doctype html>');
    }
    const app = new App({
      outdir: join(workDir, 'cdk.out'),
      // As `cdk synth` does, without bundling: it is what makes synthesis slow, and the templates do not need it.
      context: { ...cdkJsonContext(), ...options.context, 'aws:cdk:bundling-stacks': [] },
    });
    const routes = options.routes ?? ROUTES;
    const pipelineFunctions = options.pipelineFunctions ?? PIPELINE_FUNCTIONS;
    const stacks = createTremplin(app, {
      env: { region: local.region },
      routes,
      buildDir,
      ...(options.triggerPermissions ? { triggerPermissions: options.triggerPermissions } : {}),
      pipelineFunctions,
    });

    const logicalIdOf = (construct: { node: { defaultChild?: unknown } }): Located => {
      const child = construct.node.defaultChild as Parameters<InstanceType<typeof Stack>['getLogicalId']>[0];
      const stack = Stack.of(child);
      return { stackName: stack.stackName, logicalId: stack.resolve(stack.getLogicalId(child)) as string };
    };
    const known = new Map<string, PhysicalResource>();
    const add = (at: Located, physical: PhysicalResource) =>
      known.set(`${at.stackName}/${at.logicalId}`, physical);
    const arn = (service: string, path: string, global = false) =>
      `arn:aws:${service}:${global ? '' : local.region}:${global ? '' : local.account}:${path}`;
    add(logicalIdOf(stacks.data.table), {
      ref: local.tableName,
      attributes: { Arn: arn('dynamodb', `table/${local.tableName}`), StreamArn: local.streamArn },
    });
    const notifications = stacks.notifications;
    for (const [queue, local_] of [
      [notifications.queues.jobs, local.queues.jobs],
      [notifications.queues.send, local.queues.send],
      [notifications.queues['stream-failures'], local.queues['stream-failures']],
      [notifications.deadLetterQueues.jobs, local.queues['jobs-dead-letters']],
      [notifications.deadLetterQueues.send, local.queues['send-dead-letters']],
    ] as const) {
      add(logicalIdOf(queue), {
        ref: local_.url,
        attributes: { Arn: local_.arn, QueueName: local_.name, QueueUrl: local_.url },
      });
    }
    if (notifications.configurationSet) {
      add(logicalIdOf(notifications.configurationSet), { ref: local.configurationSet, attributes: {} });
    }
    // What e-mails link to: the local cloud sets the edge's own address in the functions' environment.
    add(logicalIdOf(stacks.web.distribution), {
      ref: 'local-distribution',
      attributes: { DomainName: 'localhost.invalid', Arn: arn('cloudfront', 'distribution/local', true) },
    });
    const linkSecretArn = arn('secretsmanager', 'secret:tremplin-unsubscribe-links-local');
    add(logicalIdOf(stacks.data.linkSecret.secret), { ref: linkSecretArn, attributes: {} });
    for (const [bucket, name] of [
      [stacks.data.documentsBucket, local.documentsBucket],
      [stacks.data.mediaBucket, local.mediaBucket],
    ] as const) {
      add(logicalIdOf(bucket), { ref: name, attributes: { Arn: `arn:aws:s3:::${name}` } });
    }
    add(logicalIdOf(stacks.auth.userPool), {
      ref: local.userPoolId,
      attributes: { Arn: arn('cognito-idp', `userpool/${local.userPoolId}`) },
    });
    add(logicalIdOf(stacks.auth.webClient), { ref: local.userPoolClientId, attributes: {} });
    // A secret's Ref is its ARN, which the dynamic reference names.
    const originSecretArn = arn('secretsmanager', 'secret:tremplin-origin-verify-local');
    add(logicalIdOf(stacks.data.originSecret.secret), { ref: originSecretArn, attributes: {} });

    const assembly = app.synth();
    const templates = new Map<string, CfnTemplate>(
      assembly.stacks.map((stack) => [stack.stackName, stack.template as CfnTemplate]),
    );
    const resolver = new TemplateResolver({
      templates,
      region: local.region,
      account: local.account,
      physical: (stackName: string, logicalId: string, _resource: CfnResource) =>
        known.get(`${stackName}/${logicalId}`),
      secretValue: (secretArn) =>
        secretArn === originSecretArn
          ? local.originVerifySecret
          : secretArn === linkSecretArn
            ? local.linkSecret
            : undefined,
    });

    const functions = new Map<string, SynthesizedFunction>();
    for (const route of routes) {
      const fn = stacks.api.functions.get(route.name);
      if (!fn) throw new Error(`The API stack has no function for route ${route.name}`);
      functions.set(route.name, describeFunction(resolver, route.name, route.handler, logicalIdOf(fn)));
    }
    for (const [trigger, handlerModule] of Object.entries(AUTH_TRIGGERS) as [TriggerName, string][]) {
      const fn = stacks.auth.triggers[trigger];
      functions.set(trigger, describeFunction(resolver, trigger, handlerModule, logicalIdOf(fn)));
    }
    for (const [name, definition] of Object.entries(pipelineFunctions)) {
      const fn = notifications.functions.get(name as PipelineFunctionName);
      if (!fn) throw new Error(`The notifications stack has no function ${name}`);
      functions.set(name, describeFunction(resolver, name, definition.handler, logicalIdOf(fn)));
    }
    return functions;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
