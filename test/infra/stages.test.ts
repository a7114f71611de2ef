import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import type { CloudFormationStackArtifact } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '../../infra/lib/cdk-context';
import { DEFAULT_STAGE, stageFromContext, stageNames } from '../../infra/lib/stage';
import { createTremplin, priceClassFromContext, privateApiFromContext } from '../../infra/lib/tremplin-app';
import { fakeBuild, removeTempDirs, tempDir } from './synth';

afterAll(() => {
  removeTempDirs();
});

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Template = {
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Export?: { Name?: unknown } }>;
};

/**
 * The app as `cdk synth` makes it, without bundling the functions (the templates are all these
 * tests read; bundling is what makes a synthesis slow), for the given context.
 */
function synthesize(context: Record<string, unknown>, stages: readonly (string | undefined)[]) {
  const app = new App({
    outdir: tempDir('tremplin-stages-'),
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const buildDir = fakeBuild();
  for (const stage of stages) {
    createTremplin(app, { env: { region: 'eu-west-3' }, buildDir, ...(stage ? { stage } : {}) });
  }
  return app.synth().stacks;
}

/**
 * Where a template names something the account or the region holds once: these names are what two
 * platforms side by side must not share. Names inside one resource (a pool's groups, a role's inline
 * policies, an API's authorizer) are not among them, nor AWS's own metric namespaces.
 */
const NAME_PATHS: Readonly<Record<string, readonly string[]>> = {
  'AWS::CloudFront::CachePolicy': ['CachePolicyConfig.Name'],
  'AWS::CloudFront::OriginRequestPolicy': ['OriginRequestPolicyConfig.Name'],
  'AWS::CloudFront::ResponseHeadersPolicy': ['ResponseHeadersPolicyConfig.Name'],
  'AWS::CloudFront::OriginAccessControl': ['OriginAccessControlConfig.Name'],
  'AWS::CloudFront::Function': ['Name'],
  'AWS::WAFv2::WebACL': ['Name', 'VisibilityConfig.MetricName', 'Rules.*.VisibilityConfig.MetricName'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::Logs::MetricFilter': ['MetricTransformations.*.MetricNamespace'],
  'AWS::CloudWatch::Alarm': ['AlarmName', 'Namespace'],
  'AWS::CloudWatch::CompositeAlarm': ['AlarmName'],
  'AWS::Cognito::UserPool': ['UserPoolName'],
  'AWS::Cognito::UserPoolDomain': ['Domain'],
  'AWS::ApiGatewayV2::Api': ['Name'],
  'AWS::ApiGatewayV2::DomainName': ['DomainName'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::DynamoDB::Table': ['TableName'],
  'AWS::Lambda::Function': ['FunctionName', 'Environment.Variables.POWERTOOLS_METRICS_NAMESPACE'],
  'AWS::IAM::Role': ['RoleName'],
  'AWS::SSM::Parameter': ['Name'],
  'AWS::SNS::Topic': ['TopicName'],
  'AWS::KMS::Alias': ['AliasName'],
  // The SSM parameters CDK writes in us-east-1 for the web stack's cross-region references.
  'Custom::CrossRegionExportWriter': ['WriterProps.exports.@keys'],
};

function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  const [head, ...rest] = path;
  if (head === undefined) return [value];
  if (value === null || typeof value !== 'object') return [];
  if (head === '*') return Object.values(value).flatMap((item) => valuesAt(item, rest));
  if (head === '@keys') return Object.keys(value);
  return valuesAt((value as Record<string, unknown>)[head], rest);
}

/** Every account- or region-wide name of a set of stacks, as `kind name`, with the stack names and exports. */
function physicalNames(stacks: readonly CloudFormationStackArtifact[]): string[] {
  const names: string[] = [];
  for (const stack of stacks) {
    names.push(`stack ${stack.stackName}`);
    const template = stack.template as Template;
    for (const resource of Object.values(template.Resources)) {
      for (const path of NAME_PATHS[resource.Type] ?? []) {
        for (const value of valuesAt(resource.Properties, path.split('.'))) {
          if (typeof value !== 'string' || value.startsWith('AWS/')) continue;
          names.push(`${resource.Type} ${path} ${value}`);
        }
      }
    }
    for (const output of Object.values(template.Outputs ?? {})) {
      if (typeof output.Export?.Name === 'string') names.push(`export ${output.Export.Name}`);
    }
  }
  return names;
}

describe('stages', () => {
  it('deploys two stages side by side: no stack, policy, log group, metric or export name in common', () => {
    const stacks = synthesize({}, [undefined, 'staging']);
    const prod = physicalNames(stacks.filter((stack) => !stack.stackName.startsWith('Tremplin-staging-')));
    const staging = physicalNames(stacks.filter((stack) => stack.stackName.startsWith('Tremplin-staging-')));
    // The check reads real names: the CloudFront policies, the OAC, the WAF's log group and metrics,
    // the pool, the API, the metrics namespace, the cross-region parameters.
    for (const kind of [
      'AWS::CloudFront::CachePolicy',
      'AWS::CloudFront::OriginAccessControl',
      'AWS::CloudFront::Function',
      'AWS::WAFv2::WebACL',
      'AWS::Logs::LogGroup',
      'AWS::Cognito::UserPool',
      'AWS::ApiGatewayV2::Api',
      'AWS::Lambda::Function',
      'Custom::CrossRegionExportWriter',
      'export',
    ]) {
      expect(
        staging.some((name) => name.startsWith(`${kind} `)),
        kind,
      ).toBe(true);
    }
    const stagingNames = new Set(staging.map((name) => name.replace(/^\S+ \S+ /, '')));
    const shared = prod.filter((name) => stagingNames.has(name.replace(/^\S+ \S+ /, '')));
    expect(shared).toEqual([]);
  });

  it('keeps the names deployed before stages existed for prod, the default', () => {
    const stacks = synthesize({}, [undefined]);
    expect(stacks.map((stack) => stack.stackName).sort()).toEqual(
      [
        'Tremplin-Api',
        'Tremplin-AccountFunctions',
        'Tremplin-CatalogueFunctions',
        'Tremplin-ProgrammeFunctions',
        'Tremplin-Auth',
        'Tremplin-Data',
        'Tremplin-Notifications',
        'Tremplin-Waf',
        'Tremplin-Web',
      ].sort(),
    );
    const names = physicalNames(stacks);
    expect(names).toEqual(
      expect.arrayContaining([
        'AWS::Cognito::UserPool UserPoolName tremplin-users',
        'AWS::ApiGatewayV2::Api Name tremplin-api',
        'AWS::Logs::LogGroup LogGroupName aws-waf-logs-Tremplin-Waf',
        'AWS::WAFv2::WebACL VisibilityConfig.MetricName tremplin-web-acl',
        'AWS::Logs::MetricFilter MetricTransformations.*.MetricNamespace Tremplin',
      ]),
    );
    expect(stageFromContext(new App())).toBe(DEFAULT_STAGE);
  });

  it('takes -c stage=… and refuses a name that cannot go into every name', () => {
    expect(stageFromContext(new App({ context: { stage: 'incubateur-2' } }))).toBe('incubateur-2');
    expect(stageNames('staging').stackName('Web')).toBe('Tremplin-staging-Web');
    for (const bad of ['Staging', 'stage_1', '-x', 'x-', 'a'.repeat(21), '2nd']) {
      expect(() => stageFromContext(new App({ context: { stage: bad } })), bad).toThrow(/Context stage/);
    }
  });
});

describe('deploys that cannot half-succeed', () => {
  it('refuses to synthesize without the web build, and says what to run', () => {
    const app = new App({
      outdir: tempDir('tremplin-no-build-'),
      context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
    });
    expect(() =>
      createTremplin(app, {
        env: { region: 'eu-west-3' },
        buildDir: join(tempDir('tremplin-no-build-'), 'dist'),
      }),
    ).toThrow(/No complete web build in .*Run "npm run build:web" first, or deploy with "npm run deploy"/);
  });
});

describe('edges near the users', () => {
  type Config = { PriceClass?: string };
  const priceClassOf = (stacks: readonly CloudFormationStackArtifact[]) => {
    const web = stacks.find((stack) => stack.stackName.endsWith('-Web'))?.template as Template;
    const [distribution] = Object.values(web.Resources).filter(
      (resource) => resource.Type === 'AWS::CloudFront::Distribution',
    );
    return (distribution?.Properties?.DistributionConfig as Config).PriceClass;
  };

  it("serves from Africa's edges by default (price class 200), and takes -c priceClass=100|200|all", () => {
    expect(priceClassOf(synthesize({}, [undefined]))).toBe('PriceClass_200');
    expect(priceClassOf(synthesize({ priceClass: 'all' }, [undefined]))).toBe('PriceClass_All');
    expect(priceClassFromContext(new App({ context: { priceClass: '100' } }))).toBe('PriceClass_100');
    expect(() => priceClassFromContext(new App({ context: { priceClass: 'Africa' } }))).toThrow(
      /100, 200 or all/,
    );
  });
});

describe('an API only CloudFront reaches (mutual TLS)', () => {
  const context = {
    apiDomainName: 'api.formation.example.ma',
    apiCertificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/11111111-1111-1111-1111-111111111111',
    apiTruststoreUri: 's3://tremplin-truststore/cloudfront-ca.pem',
    originClientCertificateArn:
      'arn:aws:acm:us-east-1:123456789012:certificate/22222222-2222-2222-2222-222222222222',
  };

  it('turns execute-api off, requires the client certificate on the API domain, and has CloudFront present it', () => {
    const stacks = synthesize(context, [undefined]);
    const template = (suffix: string) =>
      stacks.find((stack) => stack.stackName.endsWith(suffix))?.template as Template;
    const resources = (suffix: string, type: string) =>
      Object.values(template(suffix).Resources).filter((resource) => resource.Type === type);

    expect(resources('-Api', 'AWS::ApiGatewayV2::Api')[0]?.Properties?.DisableExecuteApiEndpoint).toBe(true);
    expect(resources('-Api', 'AWS::ApiGatewayV2::DomainName')[0]?.Properties).toMatchObject({
      DomainName: context.apiDomainName,
      MutualTlsAuthentication: { TruststoreUri: context.apiTruststoreUri },
    });
    expect(resources('-Api', 'AWS::ApiGatewayV2::ApiMapping')).toHaveLength(1);

    type Origin = { DomainName: unknown; CustomOriginConfig?: { OriginMtlsConfig?: unknown } };
    const origins = (
      resources('-Web', 'AWS::CloudFront::Distribution')[0]?.Properties?.DistributionConfig as {
        Origins: Origin[];
      }
    ).Origins;
    const apiOrigins = origins.filter((origin) => origin.CustomOriginConfig);
    expect(apiOrigins).toHaveLength(1);
    expect(apiOrigins[0]?.DomainName).toBe(context.apiDomainName);
    expect(apiOrigins[0]?.CustomOriginConfig?.OriginMtlsConfig).toEqual({
      ClientCertificateArn: context.originClientCertificateArn,
    });
  });

  it('takes the four values together or not at all', () => {
    expect(privateApiFromContext(new App())).toBeUndefined();
    expect(() => privateApiFromContext(new App({ context: { apiDomainName: 'api.example.ma' } }))).toThrow(
      /all four/,
    );
    expect(() =>
      privateApiFromContext(
        new App({
          context: {
            ...context,
            originClientCertificateArn: context.apiCertificateArn,
          },
        }),
      ),
    ).toThrow(/us-east-1/);
  });
});
