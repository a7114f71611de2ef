import { Stack, type App } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** The stage a plain `cdk deploy` makes: the platform's production, named as before stages existed. */
export const DEFAULT_STAGE = 'prod';

/**
 * Every name of one platform that must be unique in an account or a region: its stacks (and with
 * them the names CDK derives from construct paths: CloudFront policies, the origin access control,
 * CloudFront functions, composite alarms, the cross-region SSM parameters, the WAF log group) and
 * the names set by hand (the user pool, the HTTP API, the metrics namespace, the WAF's metrics).
 * `prod` keeps the names deployed before stages existed; any other stage adds its name after
 * "Tremplin", so `-c stage=staging` deploys Tremplin-staging-Data… beside Tremplin-Data….
 */
export interface StageNames {
  readonly stage: string;
  /** Stack names' prefix: `Tremplin` or `Tremplin-{stage}`. */
  readonly stackPrefix: string;
  /** Lower-case names' prefix: `tremplin` or `tremplin-{stage}`. */
  readonly namePrefix: string;
  /** CloudWatch namespace of the business metrics and the API's 429 count. */
  readonly metricsNamespace: string;
  /** The stack named `{stackPrefix}-{part}`, e.g. stackName('Data'). */
  readonly stackName: (part: string) => string;
}

/** Lower-case letters, digits and inner hyphens, up to 20: fits every name it goes into. */
const STAGE_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const STAGE_MAX_LENGTH = 20;

export function stageNames(stage: string = DEFAULT_STAGE): StageNames {
  if (!STAGE_PATTERN.test(stage) || stage.length > STAGE_MAX_LENGTH) {
    throw new Error(
      `Context stage must be lower-case letters, digits and hyphens (a letter first, at most ${STAGE_MAX_LENGTH}), got ${JSON.stringify(stage)}`,
    );
  }
  const prod = stage === DEFAULT_STAGE;
  const stackPrefix = prod ? 'Tremplin' : `Tremplin-${stage}`;
  return {
    stage,
    stackPrefix,
    namePrefix: stackPrefix.toLowerCase(),
    metricsNamespace: stackPrefix,
    stackName: (part) => `${stackPrefix}-${part}`,
  };
}

/** Context `stage` (`cdk deploy -c stage=staging`), `prod` when absent. */
export function stageFromContext(app: App): string {
  const value: unknown = app.node.tryGetContext('stage');
  if (value === undefined || value === '') return DEFAULT_STAGE;
  if (typeof value !== 'string')
    throw new Error(`Context stage must be a name, got ${JSON.stringify(value)}`);
  stageNames(value);
  return value;
}

const stackStages = new WeakMap<Stack, StageNames>();

/** A stack's stage, set first thing in its constructor (each stack takes `names` in its props). */
export function registerStage(stack: Stack, names: StageNames | undefined): void {
  if (names) stackStages.set(stack, names);
}

/** The stage of the stack a construct is in: prod for stacks made without one (tests of a stack alone). */
export function stageNamesOf(scope: IConstruct): StageNames {
  return stackStages.get(Stack.of(scope)) ?? stageNames();
}
