import type { App, Environment } from 'aws-cdk-lib';
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import type { Permissions } from '../../lambdas/permissions';
import type {
  PipelineFunction,
  PipelineFunctionName,
  RouteDefinition,
  TriggerName,
} from '../../lambdas/routes';
import { DEFAULT_SES_MAX_SEND_RATE } from '../definitions/notifications';
import type { SesIdentity } from './constructs/user-directory';
import { stageFromContext, stageNames } from './stage';
import {
  API_FUNCTION_GROUP_NAMES,
  API_FUNCTION_GROUPS,
  functionGroupOf,
  type ApiFunctionGroup,
} from '../definitions/api-functions';
import { ROUTES } from '../../lambdas/routes';
import { ApiFunctionsStack } from './stacks/api-functions-stack';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { NotificationsStack } from './stacks/notifications-stack';
import { WafStack } from './stacks/waf-stack';
import { WebStack } from './stacks/web-stack';

export const DEFAULT_REGION = 'eu-west-3';

export interface TremplinOptions {
  readonly env: Environment;
  /** Custom domain (context `domainName`) and its us-east-1 certificate (context `certificateArn`). */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  /** Who the alarms e-mail (context `alarmEmail`). */
  readonly alarmEmail?: string;
  readonly routes?: readonly RouteDefinition[];
  /** Defaults to lambdas/routes.ts's TRIGGER_PERMISSIONS: tests pass changed ones to prove a grant is needed. */
  readonly triggerPermissions?: Readonly<Record<TriggerName, Permissions>>;
  /** The notification pipeline's functions (lambdas/routes.ts by default); tests pass changed permissions. */
  readonly pipelineFunctions?: Readonly<Record<PipelineFunctionName, PipelineFunction>>;
  /** The Vite build to deploy (web/dist by default); synthesis stops when it holds no build. */
  readonly buildDir?: string;
  /** The platform's stage (context `stage`, default prod): it names every stack and account-wide name. */
  readonly stage?: string;
}

export interface TremplinStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly catalogueFunctions: ApiFunctionsStack;
  readonly accountFunctions: ApiFunctionsStack;
  readonly programmeFunctions: ApiFunctionsStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly waf: WafStack;
  readonly notifications: NotificationsStack;
}

/**
 * The stacks, in dependency order: data ← auth ← api ← web ← notifications, and waf ← web. References only ever
 * point back along that chain, which is what keeps CloudFormation free of cycles. The web ACL of a
 * CloudFront distribution must be in us-east-1: the waf stack is there, and the web stack reads its
 * ARN across regions (CDK writes it to an SSM parameter in us-east-1 and reads it back at deploy).
 */
export function createTremplin(app: App, options: TremplinOptions): TremplinStacks {
  const env = options.env;
  const names = stageNames(options.stage ?? stageFromContext(app));
  const stage = names.stage === 'prod' ? '' : ` (stage ${names.stage})`;
  const data = new DataStack(app, names.stackName('Data'), {
    env,
    names,
    description: `Tremplin${stage}: DynamoDB table, documents and media buckets`,
    ...(options.domain ? { domainName: options.domain.name } : {}),
    ...(options.alarmEmail ? { alarmEmail: options.alarmEmail } : {}),
  });
  const adminEmail = adminEmailFromContext(app);
  const requireAdminMfa = requireAdminMfaFromContext(app);
  const sesIdentity = sesIdentityFromContext(app);
  const privateApi = privateApiFromContext(app);
  const auth = new AuthStack(app, names.stackName('Auth'), {
    env,
    names,
    description: `Tremplin${stage}: Cognito user pool, groups, web client and triggers`,
    table: data.table,
    alarmTopic: data.alarmTopic,
    ...(sesIdentity ? { sesIdentity } : {}),
    ...(options.triggerPermissions ? { triggerPermissions: options.triggerPermissions } : {}),
  });
  const routes = options.routes ?? ROUTES;
  const functionStack = (group: ApiFunctionGroup) =>
    new ApiFunctionsStack(app, names.stackName(API_FUNCTION_GROUPS[group].stackId), {
      env,
      names,
      description: `Tremplin${stage}: the API's functions (${API_FUNCTION_GROUPS[group].label})`,
      routes: routes.filter((route) => functionGroupOf(route) === group),
      label: `Tremplin API functions (${API_FUNCTION_GROUPS[group].label})`,
      table: data.table,
      documentsBucket: data.documentsBucket,
      mediaBucket: data.mediaBucket,
      userPool: auth.userPool,
      userPoolClient: auth.webClient,
      alarmTopic: data.alarmTopic,
      originSecret: data.originSecret,
      linkSecret: data.linkSecret,
      ...(adminEmail ? { adminEmail } : {}),
      requireAdminMfa,
    });
  // Every route's group is known before a stack is made: an unplaced folder fails here, by name.
  for (const route of routes) functionGroupOf(route);
  const functionStacks = Object.fromEntries(
    API_FUNCTION_GROUP_NAMES.map((group) => [group, functionStack(group)]),
  ) as Record<ApiFunctionGroup, ApiFunctionsStack>;
  const api = new ApiStack(app, names.stackName('Api'), {
    env,
    names,
    description: `Tremplin${stage}: HTTP API (routes, stage, authorizer)`,
    functions: new Map(API_FUNCTION_GROUP_NAMES.flatMap((group) => [...functionStacks[group].functions])),
    userPool: auth.userPool,
    userPoolClient: auth.webClient,
    alarmTopic: data.alarmTopic,
    routes,
    ...(adminEmail ? { adminEmail } : {}),
    ...(privateApi ? { privateDomain: privateApi } : {}),
  });
  const waf = new WafStack(app, names.stackName('Waf'), {
    env: { ...(env.account ? { account: env.account } : {}), region: 'us-east-1' },
    names,
    description: `Tremplin${stage}: CloudFront's web ACL (rate limits, AWS common rules); us-east-1 by AWS's rule`,
    crossRegionReferences: true,
  });
  const web = new WebStack(app, names.stackName('Web'), {
    env,
    names,
    crossRegionReferences: true,
    webAclArn: waf.webAclArn,
    description: `Tremplin${stage}: CloudFront, web build and /config.json`,
    apiDomainName: api.domainName,
    ...(privateApi ? { apiOriginClientCertificateArn: privateApi.clientCertificateArn } : {}),
    originSecret: data.originSecret,
    documentsBucket: data.documentsBucket,
    mediaBucket: data.mediaBucket,
    userPool: auth.userPool,
    userPoolClient: auth.webClient,
    priceClass: priceClassFromContext(app),
    ...(options.domain ? { domain: options.domain } : {}),
    ...(options.buildDir ? { buildDir: options.buildDir } : {}),
  });
  const notifications = new NotificationsStack(app, names.stackName('Notifications'), {
    env,
    names,
    description: `Tremplin${stage}: notifications (the table's stream, queues, schedules, e-mails through SES)`,
    table: data.table,
    alarmTopic: data.alarmTopic,
    linkSecret: data.linkSecret,
    siteUrl: web.siteUrl,
    sesMaxSendRate: sesMaxSendRateFromContext(app),
    ...(sesIdentity ? { sesIdentity } : {}),
    ...(options.pipelineFunctions ? { functions: options.pipelineFunctions } : {}),
  });
  return { data, auth, ...functionStacks, api, web, waf, notifications };
}

/**
 * Context `sesMaxSendRate`: Amazon SES's maximum sending rate of the account, e-mails per second
 * (the SES console's "Sending quota"). The sender keeps under it; 14 by default.
 */
export function sesMaxSendRateFromContext(app: App): number {
  const value: unknown = app.node.tryGetContext('sesMaxSendRate');
  if (value === undefined || value === '') return DEFAULT_SES_MAX_SEND_RATE;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate <= 0 || rate > 10_000) {
    throw new Error(
      `Context sesMaxSendRate must be a positive number of e-mails per second, got ${JSON.stringify(value)}`,
    );
  }
  return rate;
}

/** Context `priceClass` values and the CloudFront price class each names. */
export const PRICE_CLASSES = {
  '100': PriceClass.PRICE_CLASS_100,
  '200': PriceClass.PRICE_CLASS_200,
  all: PriceClass.PRICE_CLASS_ALL,
} as const;

/**
 * Context `priceClass`: which CloudFront edges serve the site. `200` by default: it adds the edges
 * of South Africa, Kenya and Nigeria (Johannesburg, Cape Town, Nairobi, Lagos) to Europe's and North
 * America's, where `100` sends African users to Europe. `all` adds South America and Oceania, where
 * the platform has no users. docs/deploying.md states what each costs.
 */
export function priceClassFromContext(app: App): PriceClass {
  const value: unknown = app.node.tryGetContext('priceClass');
  if (value === undefined || value === '') return PRICE_CLASSES['200'];
  const key = typeof value === 'string' || typeof value === 'number' ? String(value).toLowerCase() : '';
  if (!(key in PRICE_CLASSES)) {
    throw new Error(`Context priceClass must be 100, 200 or all, got ${JSON.stringify(value)}`);
  }
  return PRICE_CLASSES[key as keyof typeof PRICE_CLASSES];
}

/**
 * The API reachable by CloudFront alone (docs/security.md, "Only CloudFront reaches the API"): a
 * custom domain of the HTTP API that requires a client certificate (mutual TLS), which CloudFront
 * presents, and the execute-api address turned off. Four context values, all or none:
 * `apiDomainName` (e.g. api.formation.example.ma), `apiCertificateArn` (its ACM certificate in the
 * stack's region), `apiTruststoreUri` (s3://bucket/key of the PEM bundle of the CA that issued the
 * client certificate) and `originClientCertificateArn` (that client certificate, in ACM in us-east-1).
 */
export interface PrivateApiDomain {
  readonly domainName: string;
  readonly certificateArn: string;
  readonly truststoreUri: string;
  readonly clientCertificateArn: string;
}

const PRIVATE_API_KEYS = {
  domainName: 'apiDomainName',
  certificateArn: 'apiCertificateArn',
  truststoreUri: 'apiTruststoreUri',
  clientCertificateArn: 'originClientCertificateArn',
} as const;

export function privateApiFromContext(app: App): PrivateApiDomain | undefined {
  const values = Object.fromEntries(
    Object.entries(PRIVATE_API_KEYS).map(([field, key]) => [field, app.node.tryGetContext(key) as unknown]),
  ) as Record<keyof PrivateApiDomain, unknown>;
  const given = Object.values(values).filter((value) => value !== undefined && value !== '');
  if (given.length === 0) return undefined;
  const all = Object.values(PRIVATE_API_KEYS).join(', ');
  if (given.length !== 4 || !Object.values(values).every((value) => typeof value === 'string')) {
    throw new Error(`Set all four context values ${all}, or none.`);
  }
  const domain = values as Record<keyof PrivateApiDomain, string>;
  if (!/^s3:\/\/[a-z0-9.-]+\/.+/.test(domain.truststoreUri)) {
    throw new Error(
      `Context apiTruststoreUri must be s3://bucket/key, got ${JSON.stringify(domain.truststoreUri)}`,
    );
  }
  if (!domain.clientCertificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error(
      'Context originClientCertificateArn must be an ACM certificate in us-east-1 (CloudFront reads it there).',
    );
  }
  return domain;
}

/**
 * Context `region`, else eu-west-3, where the platform's users are. Not CDK_DEFAULT_REGION: the
 * CLI fills it with us-east-1 when no region is configured, which would move the data silently.
 */
export function regionFromContext(app: App): string {
  const region: unknown = app.node.tryGetContext('region');
  if (region === undefined) return DEFAULT_REGION;
  if (typeof region !== 'string' || !/^[a-z]{2}(-[a-z]+)+-\d$/.test(region)) {
    throw new Error(`Context region must be an AWS region name, got ${JSON.stringify(region)}`);
  }
  return region;
}

/** Optional custom domain from CDK context; both keys or neither. */
export function domainFromContext(app: App): TremplinOptions['domain'] {
  const name: unknown = app.node.tryGetContext('domainName');
  const certificateArn: unknown = app.node.tryGetContext('certificateArn');
  if (name === undefined && certificateArn === undefined) return undefined;
  if (typeof name !== 'string' || typeof certificateArn !== 'string' || !name || !certificateArn) {
    throw new Error(
      'Set both context values domainName and certificateArn (a us-east-1 ACM certificate), or neither.',
    );
  }
  return { name, certificateArn };
}

/**
 * Context `adminEmail` (`cdk deploy -c adminEmail=…`): the only address that may become the first
 * admin on AWS, once verified. Read here rather than in bin/ so every synthesis (the local cloud's
 * and the tests') reads it as a deployment does. Absent or empty: nobody may (the output says how).
 */
export function adminEmailFromContext(app: App): string | undefined {
  const value: unknown = app.node.tryGetContext('adminEmail');
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) {
    throw new Error(`Context adminEmail must be an e-mail address, got ${JSON.stringify(value)}`);
  }
  return value.trim();
}

/**
 * Context `requireAdminMfa`: whether admin actions (role changes, the contact inbox) need two-factor
 * sign-in on the admin's account. On unless set to false (`cdk deploy -c requireAdminMfa=false`; the
 * CLI passes the text "false"). Read here, as adminEmail is, so every synthesis reads it as a deployment
 * does; the local cloud sets it false unless asked (infra/local/local-cloud.ts).
 */
export function requireAdminMfaFromContext(app: App): boolean {
  const value: unknown = app.node.tryGetContext('requireAdminMfa');
  if (value === undefined || value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context requireAdminMfa must be true or false, got ${JSON.stringify(value)}`);
}

/**
 * Context `sesIdentity` (`cdk deploy -c sesIdentity=…`): Cognito's e-mails (codes) then go out
 * through Amazon SES from that identity instead of Cognito's own sender (a few dozen a day, from
 * no-reply@verificationemail.com). An address sends from itself; a domain sends from no-reply@ it.
 * The identity must be verified in SES, in the stack's region, and out of SES's sandbox to reach
 * everyone. Read here, as adminEmail is, so every synthesis reads it as a deployment does.
 */
export function sesIdentityFromContext(app: App): SesIdentity | undefined {
  const value: unknown = app.node.tryGetContext('sesIdentity');
  if (value === undefined || value === '') return undefined;
  const identity = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(identity)) return { fromEmail: identity };
  if (/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(identity)) {
    return { fromEmail: `no-reply@${identity}`, verifiedDomain: identity };
  }
  throw new Error(
    `Context sesIdentity must be an e-mail address or a domain verified in Amazon SES, got ${JSON.stringify(value)}`,
  );
}
