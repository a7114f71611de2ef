import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { runInThisContext } from 'node:vm';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TRIGGERS, ROUTES, routeMethods, type RouteDefinition } from '../../lambdas/routes';
import { GSIS, TABLE_KEY } from '../../lambdas/lib/table-definition';
import { USER_POOL } from '../../infra/definitions/auth';
import { HSTS_MAX_AGE_SECONDS } from '../../infra/definitions/security-headers';
import { CATALOGUE_SHELL_KEY, STAGING_EXPIRY_DAYS, STAGING_PREFIX } from '../../infra/definitions/storage';
import { NONCURRENT_VERSION_DAYS } from '../../infra/lib/constructs/upload-bucket';
import {
  SITE_HOST_SOURCE,
  SPA_REWRITE_SOURCE,
  VIEWER_IP_SOURCE,
} from '../../infra/lib/constructs/viewer-request-functions';
import { SITE_HOST_HEADER, VIEWER_IP_HEADER } from '../../lambdas/lib/viewer';
import { functionGroupOf } from '../../infra/definitions/api-functions';
import { ApiFunctionsStack } from '../../infra/lib/stacks/api-functions-stack';
import { DataStack } from '../../infra/lib/stacks/data-stack';
import { WebStack } from '../../infra/lib/stacks/web-stack';
import { CATALOGUE_DOCUMENT, SESSION_DOCUMENT } from '@common/app-documents';
import {
  EXAMPLE_WEB_ACL_ARN,
  env,
  fakeBuild,
  newApp,
  FUNCTION_STACK_NAMES,
  removeTempDirs,
  synthesizeTremplin,
  type StackName,
} from './synth';

// Managed CloudFront policies (fixed IDs across accounts).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Resource = { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string };

function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** CDK's own provider functions (BucketDeployment, auto-delete) are not ours to configure. */
function isCdkProviderFunction(logicalId: string): boolean {
  return logicalId.startsWith('Custom');
}

/** The literal parts of a string that may be an Fn::Join (tokens from other stacks). */
function literalText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'Fn::Join' in value) {
    const [, parts] = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
    return parts.map((part) => (typeof part === 'string' ? part : '${token}')).join('');
  }
  return '';
}

let templates: Readonly<Record<StackName, Template>>;

/** The template of the stack that holds a route's function (infra/definitions/api-functions.ts). */
function templateOfRoute(routeName: string): Template {
  const route = ROUTES.find((candidate) => candidate.name === routeName);
  if (!route) throw new Error(`No route ${routeName}`);
  return templates[functionGroupOf(route)];
}

/** A type of resource across the function stacks. */
function functionStacks(type: string): Resource[] {
  return FUNCTION_STACK_NAMES.flatMap((name) => Object.values(resourcesOf(templates[name], type)));
}

beforeAll(() => {
  // One synthesis for all the infra tests: bundling every function with esbuild is the slow part.
  templates = synthesizeTremplin().templates;
});

afterAll(() => {
  removeTempDirs();
});

describe('auth stack', () => {
  it('creates the admin and editor groups', () => {
    const groups = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPoolGroup'));
    expect(groups.map((group) => group.Properties?.GroupName).sort()).toEqual(['admin', 'editor']);
  });

  it('lets people sign up with their e-mail, and keeps the pool, on the Lite feature plan', () => {
    templates.auth.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        // Everything the pool uses (TOTP, the triggers, the app's own forms) is in Lite, the cheapest.
        UserPoolTier: 'LITE',
        UsernameAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: USER_POOL.passwordPolicy.minLength,
            RequireUppercase: USER_POOL.passwordPolicy.requireUppercase,
            RequireSymbols: USER_POOL.passwordPolicy.requireSymbols,
          }),
        },
        // Cognito's own confirmation: a code e-mailed at sign-up, no trigger that confirms accounts.
        AutoVerifiedAttributes: ['email'],
        LambdaConfig: {
          CustomMessage: Match.anyValue(),
          PostConfirmation: Match.anyValue(),
          PostAuthentication: Match.anyValue(),
        },
      }),
    });
  });

  it('gives the web client USER_PASSWORD_AUTH and refresh, without a secret', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AccessTokenValidity: USER_POOL.accessTokenValidityMinutes,
      RefreshTokenValidity: USER_POOL.refreshTokenValidityDays * 24 * 60,
    });
  });

  it('lets the web client write no address: WriteAttributes set, without email', () => {
    const [client] = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPoolClient'));
    const written = client?.Properties?.WriteAttributes as string[] | undefined;
    // Unset or empty, Cognito lets the client write every standard attribute, email included.
    expect(written?.length).toBeGreaterThan(0);
    expect(written).not.toContain('email');
    expect(written).toEqual([...USER_POOL.writeAttributes]);
    expect(client?.Properties).toMatchObject({
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
    });
  });
});

describe('data stack', () => {
  it('builds the table from the shared definition, on demand, with PITR, and keeps it', () => {
    templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        KeySchema: [
          { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: GSIS.map((gsi) =>
          Match.objectLike({ IndexName: gsi.indexName, Projection: { ProjectionType: 'ALL' } }),
        ),
      }),
    });
  });

  it('expires uploads left in the staging prefix and keeps earlier versions 30 days, in both upload buckets', () => {
    const buckets = Object.entries(resourcesOf(templates.data, 'AWS::S3::Bucket'))
      .filter(([logicalId]) => /^(Documents|Media)Bucket/.test(logicalId))
      .map(([, bucket]) => bucket);
    expect(buckets).toHaveLength(2);
    for (const bucket of buckets) {
      expect(bucket.DeletionPolicy).toBe('Retain');
      // A file deleted or replaced by mistake can be brought back for 30 days.
      expect(bucket.Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(NONCURRENT_VERSION_DAYS).toBe(30);
      expect(bucket.Properties?.LifecycleConfiguration).toEqual({
        Rules: [
          expect.objectContaining({
            Prefix: STAGING_PREFIX,
            ExpirationInDays: STAGING_EXPIRY_DAYS,
            NoncurrentVersionExpiration: { NoncurrentDays: STAGING_EXPIRY_DAYS },
            // Uploads in parts never completed (a closed tab, a lost connection): their parts go too.
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: STAGING_EXPIRY_DAYS },
            Status: 'Enabled',
          }),
          {
            Id: 'expire-earlier-versions',
            NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
            ExpiredObjectDeleteMarker: true,
            Status: 'Enabled',
          },
        ],
      });
      // The PDF reader reads presigned links by ranges: it must see these headers cross-origin.
      expect(bucket.Properties?.CorsConfiguration).toEqual({
        CorsRules: [
          expect.objectContaining({
            AllowedMethods: expect.arrayContaining(['GET']) as unknown,
            ExposedHeaders: expect.arrayContaining([
              'Accept-Ranges',
              'Content-Range',
              'Content-Length',
            ]) as unknown,
          }),
        ],
      });
    }
  });
});

describe('every bucket', () => {
  const stacksWithBuckets: StackName[] = ['data', 'web'];

  it.each(stacksWithBuckets)('blocks public access and refuses plain HTTP (%s stack)', (name) => {
    const template = templates[name];
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
    expect(Object.keys(buckets).length).toBeGreaterThan(0);

    for (const [logicalId, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      const policy = policies.find(
        (candidate) => (candidate.Properties?.Bucket as { Ref?: string } | undefined)?.Ref === logicalId,
      );
      const statements = (policy?.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] })
        .Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });
});

describe('api stack', () => {
  it('runs every function of ours on Node.js 22, arm64', () => {
    const functions = (['auth', ...FUNCTION_STACK_NAMES, 'web'] as const).flatMap((name) =>
      Object.entries(resourcesOf(templates[name], 'AWS::Lambda::Function')).filter(
        ([logicalId]) => !isCdkProviderFunction(logicalId),
      ),
    );
    // One per route and one per trigger: the filter above drops nothing of ours.
    expect(functions).toHaveLength(ROUTES.length + Object.keys(AUTH_TRIGGERS).length);
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 10,
        Handler: 'index.handler',
      });
    }
  });

  it('puts the JWT authorizer on signed-in routes and nothing on the others', () => {
    const routes = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'));
    expect(routes).toHaveLength(ROUTES.flatMap(routeMethods).length);
    for (const route of ROUTES) {
      for (const method of routeMethods(route)) {
        const resource = routes.find(
          (candidate) => candidate.Properties?.RouteKey === `${method} ${route.path}`,
        );
        expect(resource, `${method} ${route.path}`).toBeDefined();
        expect(resource?.Properties?.AuthorizationType).toBe(route.access === 'signed-in' ? 'JWT' : 'NONE');
        if (route.access === 'signed-in') expect(resource?.Properties?.AuthorizerId).toBeDefined();
      }
    }
  });

  it('answers HEAD like GET on the function-served pages, on the same function', () => {
    const routes = resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route');
    const target = (key: string) =>
      JSON.stringify(
        Object.values(routes).find((route) => route.Properties?.RouteKey === key)?.Properties?.Target,
      );
    for (const path of ['/sessions', '/session/{sessionId}']) {
      expect(target(`HEAD ${path}`), path).toBe(target(`GET ${path}`));
      expect(target(`HEAD ${path}`)).not.toBe(JSON.stringify(undefined));
    }
    // Nowhere else: the API's own reads stay GET only.
    expect(ROUTES.filter((route) => route.answersHead).map((route) => route.path)).toEqual([
      '/session/{sessionId}',
      '/sessions',
    ]);
  });

  it('checks tokens against the pool issuer and the web client', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [Match.anyValue()],
        Issuer: {
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.eu-west-3\\.')])],
        },
      },
    });
  });

  it('throttles the stage', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
    });
  });

  it('never grants Scan, nor any wildcard action', () => {
    const actions = functionStacks('AWS::IAM::Policy').flatMap((policy) =>
      (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap(
        (statement) => statement.Action,
      ),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((action) => action.includes('*'))).toEqual([]);
  });
});

describe('route permissions', () => {
  type Statement = { Action: string | string[]; Resource: unknown };

  /** The statements of the policies attached to a route's function. */
  function grantedStatements(routeName: string): Statement[] {
    const template = templateOfRoute(routeName);
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const fnId = Object.keys(functions).find((id) =>
      id.startsWith(`Api${routeName.replace(/-/g, '')}Function`),
    );
    const roleId = (functions[fnId ?? '']?.Properties?.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
  }

  /** The data actions (DynamoDB, S3, Cognito) in the policies attached to a route's function. */
  function grantedActions(routeName: string): string[] {
    return grantedStatements(routeName)
      .flatMap((statement) => statement.Action)
      .filter((action) => /^(dynamodb|s3|cognito-idp):/.test(action));
  }

  it('lets the catalogue page read the published listing and its own document, and nothing else', () => {
    const data = grantedStatements('render-catalogue-page').filter((statement) =>
      [statement.Action].flat().some((action) => /^(dynamodb|s3|cognito-idp):/.test(action)),
    );
    expect(data).toEqual([
      {
        Effect: 'Allow',
        // The listing's Query (a partition of the table: no index), the sessions, the catalogue's count.
        Action: ['dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:GetItem'],
        Resource: { 'Fn::ImportValue': expect.stringMatching(/Table/) as unknown },
      },
      {
        Effect: 'Allow',
        Action: 's3:GetObject',
        // Exactly its document's key: not the session page's beside it, nor media/.
        Resource: { 'Fn::Join': ['', [expect.anything() as unknown, `/${CATALOGUE_SHELL_KEY}`]] },
      },
    ]);
  });

  it('gives each function exactly the actions its route declares, whatever its method', () => {
    for (const route of ROUTES) {
      const p = route.permissions;
      const declared = [
        ...(p.table ?? []).map((a) => `dynamodb:${a}`),
        ...(p.indexes?.length ? ['dynamodb:Query'] : []),
        ...(p.objects ?? []).flatMap((grant) => grant.actions.map((a) => `s3:${a}`)),
        ...(p.listBucket?.length ? ['s3:ListBucket'] : []),
        ...(p.cognito ?? []).map((a) => `cognito-idp:${a}`),
      ];
      expect(new Set(grantedActions(route.name)), route.name).toEqual(new Set(declared));
    }
  });

  it('lets the public session page record the view it counts (writes on a GET route)', () => {
    templateOfRoute('get-published-session').hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: Match.arrayWith(['dynamodb:UpdateItem', 'dynamodb:PutItem']),
            Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('Table') },
          }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^Apigetpublishedsession') }],
    });
  });

  it('grants the indexes a route queries, and only those', () => {
    const listUsers = ROUTES.find((route) => route.name === 'list-users');
    expect(listUsers?.permissions.indexes).toEqual(['GSI1']);
    templateOfRoute('list-users').hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'dynamodb:Query',
            Resource: { 'Fn::Join': ['', [Match.anyValue(), '/index/GSI1']] },
          }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^Apilistusers') }],
    });
  });

  it('scopes S3 grants to key prefixes: presigned uploads may only write staging keys', () => {
    templateOfRoute('create-upload').hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:PutObject',
            Resource: { 'Fn::Join': ['', [Match.anyValue(), `/${STAGING_PREFIX}*`]] },
          }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^Apicreateupload') }],
    });
  });

  it('grants the Cognito actions a route declares on the pool', () => {
    // A small function stack on its own, reusing an existing handler module.
    const app = newApp();
    const deps = new DataStack(app, 'Deps', { env });
    const adminRoute: RouteDefinition = {
      name: 'set-role',
      method: 'PUT',
      path: '/api/admin/users/{userId}/role',
      handler: 'users/get-me',
      access: 'signed-in',
      permissions: { cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup'] },
    };
    const userPool = UserPool.fromUserPoolId(deps, 'Pool', 'eu-west-3_example');
    const api = new ApiFunctionsStack(app, 'AdminApi', {
      env,
      routes: [adminRoute],
      label: 'Admin functions',
      table: deps.table,
      documentsBucket: deps.documentsBucket,
      mediaBucket: deps.mediaBucket,
      originSecret: deps.originSecret,
      linkSecret: deps.linkSecret,
      userPool,
      userPoolClient: UserPoolClient.fromUserPoolClientId(deps, 'Client', 'client'),
      alarmTopic: deps.alarmTopic,
    });
    Template.fromStack(api).hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'],
            Resource: Match.anyValue(),
          }),
        ]),
      },
    });
  });
});

describe('web stack', () => {
  type Behaviour = {
    PathPattern?: string;
    CachePolicyId?: unknown;
    OriginRequestPolicyId?: string;
    ResponseHeadersPolicyId?: unknown;
    AllowedMethods?: string[];
    TargetOriginId?: string;
    FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
  };
  type DistributionConfig = {
    DefaultCacheBehavior: Behaviour;
    CacheBehaviors: Behaviour[];
    Origins: { Id: string; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
    CustomErrorResponses?: unknown;
  };
  let config: DistributionConfig;

  beforeAll(() => {
    const [distribution] = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'));
    config = distribution?.Properties?.DistributionConfig as DistributionConfig;
  });

  function cachePolicy(of: Behaviour): Resource | undefined {
    const id = (of.CachePolicyId as { Ref?: string } | undefined)?.Ref ?? '';
    return resourcesOf(templates.web, 'AWS::CloudFront::CachePolicy')[id];
  }

  function behaviour(pattern: string): Behaviour {
    const found = config.CacheBehaviors.find((candidate) => candidate.PathPattern === pattern);
    if (!found) throw new Error(`No behaviour for ${pattern}`);
    return found;
  }

  it('sends the security headers of the shared definition', () => {
    const [policy] = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    type SecurityHeaders = { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } & Record<
      string,
      unknown
    >;
    const headers = (
      policy?.Properties?.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: SecurityHeaders }
    ).SecurityHeadersConfig;
    const csp = literalText(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/cognito-idp\.eu-west-3\.\$\{token\} https:\/\/\$\{token\} https:\/\/\$\{token\}/,
    );
    expect(csp).toContain("worker-src 'self'");
    // The installable app's manifest is one of the site's own files.
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
  });

  it('attaches the headers policy to every behaviour', () => {
    const [policyId] = Object.keys(resourcesOf(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    for (const candidate of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(candidate.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('reads both buckets through origin access control', () => {
    templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    const s3Origins = config.Origins.filter((origin) => origin.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('passes /api/* to the API uncached, with every method and the Authorization header', () => {
    const api = behaviour('/api/*');
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(api.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() as unknown },
    ]);
    const origin = config.Origins.find((candidate) => candidate.Id === api.TargetOriginId);
    expect(origin?.S3OriginConfig).toBeUndefined();
  });

  it('compresses every answer: CloudFront the cached ones, the API functions their own', () => {
    type Policy = { ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown> };
    // CloudFront compresses (Brotli, else gzip) on every behaviour whose cache policy allows it.
    for (const candidate of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect((candidate as { Compress?: boolean }).Compress, candidate.PathPattern ?? 'default').toBe(true);
    }
    for (const pattern of ['/session/*', '/sessions']) {
      expect(
        (cachePolicy(behaviour(pattern))?.Properties?.CachePolicyConfig as Policy)
          .ParametersInCacheKeyAndForwardedToOrigin,
      ).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    }
    // /api/* caches nothing, so CloudFront does not compress there (a policy that let it would cache,
    // and collapse simultaneous identical requests into one: docs/performance.md). The viewer's
    // Accept-Encoding reaches the functions, which compress (lambdas/lib/middleware.ts).
    const api = behaviour('/api/*');
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
  });

  it('renders /session/* through the API, cached briefly on the path alone, with only the site host forwarded', () => {
    const page = behaviour('/session/*');
    const origin = config.Origins.find((candidate) => candidate.Id === page.TargetOriginId);
    expect(origin?.S3OriginConfig).toBeUndefined();
    expect(page.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(page.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() as unknown },
    ]);
    const cache = cachePolicy(page);
    expect(cache?.Properties?.CachePolicyConfig).toMatchObject({
      DefaultTTL: 60,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
    const [originPolicy] = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::OriginRequestPolicy'));
    expect(originPolicy?.Properties?.OriginRequestPolicyConfig).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [SITE_HOST_HEADER] },
    });
  });

  it('renders exactly /sessions through the API, cached a minute with the query string in the key', () => {
    const catalogue = behaviour('/sessions');
    expect(catalogue.TargetOriginId).toBe(behaviour('/api/*').TargetOriginId);
    expect(catalogue.AllowedMethods).toEqual(['GET', 'HEAD']);
    // API Gateway gets its own Host and the query string (from the cache key), nothing of the viewer's.
    expect(catalogue.OriginRequestPolicyId).toBeUndefined();
    expect(catalogue.FunctionAssociations).toBeUndefined();
    expect(cachePolicy(catalogue)?.Properties?.CachePolicyConfig).toMatchObject({
      DefaultTTL: 60,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
    // That path alone: /sessions/ and every other app route stay with the site's default behaviour.
    expect(config.CacheBehaviors.map((candidate) => candidate.PathPattern)).toEqual([
      '/api/*',
      '/session/*',
      '/sessions',
      '/media/*',
    ]);
  });

  it('serves /media/* from the media bucket', () => {
    const media = behaviour('/media/*');
    const origin = config.Origins.find((candidate) => candidate.Id === media.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(media.AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('falls back to index.html with a viewer-request function, never with error responses', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() as unknown },
    ]);
  });

  it('deploys the build and a generated /config.json with pool and client', () => {
    const deployments = Object.values(resourcesOf(templates.web, 'Custom::CDKBucketDeployment'));
    // Assets, the shell (index.html + config.json), the service worker, the web manifest, and the
    // session document for the session-page handler.
    expect(deployments).toHaveLength(5);
    const renderer = deployments.find(
      (deployment) => deployment.Properties?.DestinationBucketKeyPrefix === 'shell/',
    );
    expect(renderer).toBeDefined();
    const shell = deployments.find((deployment) => deployment.Properties?.DistributionPaths);
    expect(shell?.Properties?.DistributionPaths).toEqual(['/*']);
    // The pool and client ids are tokens, substituted into config.json at deployment time.
    const markers = (shell?.Properties?.SourceMarkers as Record<string, unknown>[]).flatMap(Object.values);
    expect(markers).toHaveLength(2);
  });

  it('deploys the service worker and the web manifest with their content types, revalidated on every use', () => {
    const deployments = Object.values(resourcesOf(templates.web, 'Custom::CDKBucketDeployment'));
    const metadata = deployments.map(
      (deployment) => deployment.Properties?.SystemMetadata as Record<string, string> | undefined,
    );
    // A service worker an HTTP cache kept would keep the old release running; each is its own deployment.
    expect(metadata).toContainEqual({
      'cache-control': 'no-cache',
      'content-type': 'text/javascript; charset=utf-8',
    });
    expect(metadata).toContainEqual({
      'cache-control': 'no-cache',
      'content-type': 'application/manifest+json',
    });
    // Only the hashed chunks are cached for good; the shell's other files are revalidated too.
    expect(metadata).toContainEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    const shell = deployments.find((deployment) => deployment.Properties?.DistributionPaths);
    expect(shell?.Properties?.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  });

  it("deploys the page handlers' documents to the shell key alone, never to the site", () => {
    const app = newApp();
    const deps = new DataStack(app, 'DocumentDeps', { env });
    const web = new WebStack(app, 'DocumentWeb', {
      env,
      buildDir: fakeBuild(),
      apiDomainName: 'api.example.com',
      originSecret: deps.originSecret,
      webAclArn: EXAMPLE_WEB_ACL_ARN,
      documentsBucket: deps.documentsBucket,
      mediaBucket: deps.mediaBucket,
      userPool: UserPool.fromUserPoolId(deps, 'Pool', 'eu-west-3_example'),
      userPoolClient: UserPoolClient.fromUserPoolClientId(deps, 'Client', 'client'),
    });
    const assembly = app.synth();
    /** The files of a deployment's build sources, as CDK staged them. */
    const files = (deployment: Resource | undefined) =>
      (deployment?.Properties?.SourceObjectKeys as unknown[])
        .map((key) => join(assembly.directory, `asset.${String(key).replace(/\.zip$/, '')}`))
        .filter((dir) => existsSync(dir))
        .flatMap((dir) => readdirSync(dir))
        .sort();
    const deployments = Object.values(resourcesOf(Template.fromStack(web), 'Custom::CDKBucketDeployment'));
    const renderer = deployments.find((d) => d.Properties?.DestinationBucketKeyPrefix === 'shell/');
    const site = deployments.find((d) => d.Properties?.DistributionPaths);
    expect(files(renderer)).toEqual([CATALOGUE_DOCUMENT, SESSION_DOCUMENT].map((doc) => doc.slice(1)).sort());
    expect(posix.dirname(CATALOGUE_SHELL_KEY)).toBe('shell');
    expect(files(site)).toEqual(['config.json', 'first-screen.html', 'index.html']);
  });

  it('outputs the site, the pool and the client', () => {
    expect(Object.keys(templates.web.findOutputs('*'))).toEqual(
      expect.arrayContaining(['DistributionDomainName', 'UserPoolId', 'UserPoolClientId']),
    );
  });
});

describe('CloudFront functions', () => {
  type Request = {
    uri: string;
    headers: Record<string, { value: string }>;
    querystring?: Record<string, { value: string }>;
  };
  function load(source: string): (event: { request: Request; viewer: { ip: string } }) => Request {
    // A script of its own, as CloudFront runs it: nothing of this module's scope.
    return runInThisContext(`(function () { ${source}; return handler; })()`) as ReturnType<typeof load>;
  }
  const event = (uri: string, querystring: Record<string, { value: string }> = {}) => ({
    request: { uri, headers: {}, querystring },
    viewer: { ip: '203.0.113.9' },
  });

  it('rewrites app routes to /index.html and leaves files alone', () => {
    const rewrite = load(SPA_REWRITE_SOURCE);
    expect(rewrite(event('/', { session: { value: 'abc' } })).uri).toBe('/index.html');
    expect(rewrite(event('/sessions')).uri).toBe('/index.html');
    expect(rewrite(event('/dashboard/settings')).uri).toBe('/index.html');
    expect(rewrite(event('/session/3f2a')).uri).toBe('/index.html');
    expect(rewrite(event('/config.json')).uri).toBe('/config.json');
    expect(rewrite(event('/assets/index-abc123.js')).uri).toBe('/assets/index-abc123.js');
  });

  it('answers the text-first pages without a query with the document that loads the app after painting', () => {
    const rewrite = load(SPA_REWRITE_SOURCE);
    expect(rewrite(event('/')).uri).toBe('/first-screen.html');
    expect(rewrite(event('/documentation')).uri).toBe('/first-screen.html');
    expect(rewrite(event('/about/')).uri).toBe('/first-screen.html');
    expect(rewrite(event('/documentation', { q: { value: 'pitch' } })).uri).toBe('/index.html');
    expect(rewrite(event('/dashboard')).uri).toBe('/index.html');
  });

  it('hands the site host to the session-page renderer', () => {
    const request = load(SITE_HOST_SOURCE)({
      request: { uri: '/session/3f2a', headers: { host: { value: 'tremplin.ma' } } },
      viewer: { ip: '203.0.113.9' },
    });
    expect(request.headers[SITE_HOST_HEADER]).toEqual({ value: 'tremplin.ma' });
  });

  it("hands the viewer's IP and the site's host to the API, overwriting any value the viewer sent", () => {
    const request = load(VIEWER_IP_SOURCE)({
      request: {
        uri: '/api/me',
        headers: {
          host: { value: 'tremplin.ma' },
          [VIEWER_IP_HEADER]: { value: '1.2.3.4' },
          [SITE_HOST_HEADER]: { value: 'evil.example' },
        },
      },
      viewer: { ip: '203.0.113.9' },
    });
    expect(request.headers[VIEWER_IP_HEADER]).toEqual({ value: '203.0.113.9' });
    expect(request.headers[SITE_HOST_HEADER]).toEqual({ value: 'tremplin.ma' });
  });
});
