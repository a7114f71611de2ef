import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ACCESS_LOG_FIELDS } from '../../infra/lib/constructs/api-access-logs';
import { ACCESS_LOG_RETENTION_DAYS } from '../../infra/lib/constructs/logs-bucket';
import { DataStack } from '../../infra/lib/stacks/data-stack';
import { WebStack } from '../../infra/lib/stacks/web-stack';
import {
  EXAMPLE_WEB_ACL_ARN,
  FUNCTION_STACK_NAMES,
  STACK_NAMES,
  applyNag,
  env,
  fakeBuild,
  nagFindings,
  newApp,
  removeTempDirs,
  synthesizeTremplin,
  type SynthesizedTremplin,
} from './synth';

type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: { cdk_nag?: { rules_to_suppress: { id: string }[] } };
};
type Statement = {
  Effect: string;
  Action: unknown;
  Principal?: unknown;
  Resource: unknown;
  Condition?: unknown;
};

function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

function logicalId(construct: IConstruct): string {
  const element = construct.node.defaultChild as CfnElement;
  return Stack.of(element).getLogicalId(element);
}

function acknowledged(resource: Resource | undefined): string[] {
  return (resource?.Metadata?.cdk_nag?.rules_to_suppress ?? []).map((rule) => rule.id);
}

let app: SynthesizedTremplin;

beforeAll(() => {
  app = synthesizeTremplin();
});

afterAll(() => {
  removeTempDirs();
});

describe('cdk-nag AwsSolutions', () => {
  it.each(STACK_NAMES)('leaves no unsuppressed error or warning (%s stack)', (name) => {
    // On failure the diff lists each finding with cdk-nag's explanation.
    expect(app.nag[name]).toEqual([]);
  });

  it('does report what nobody acknowledged (the checks really run)', () => {
    const scratch = newApp();
    applyNag(scratch);
    const stack = new Stack(scratch, 'Scratch', { env });
    new Bucket(stack, 'Bare');
    expect(nagFindings(stack)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('AwsSolutions-S1'),
        expect.stringContaining('AwsSolutions-S10'),
      ]),
    );
  });

  it('needs no CFR4 acknowledgement with a custom domain: TLS 1.2 at least', () => {
    const domainApp = newApp();
    applyNag(domainApp);
    const deps = new DataStack(domainApp, 'Deps', { env, domainName: 'formation.example.ma' });
    const web = new WebStack(domainApp, 'DomainWeb', {
      env,
      buildDir: fakeBuild(),
      apiDomainName: 'api.example.com',
      originSecret: deps.originSecret,
      webAclArn: EXAMPLE_WEB_ACL_ARN,
      documentsBucket: deps.documentsBucket,
      mediaBucket: deps.mediaBucket,
      userPool: UserPool.fromUserPoolId(deps, 'Pool', 'eu-west-3_example'),
      userPoolClient: UserPoolClient.fromUserPoolClientId(deps, 'Client', 'client'),
      domain: {
        name: 'formation.example.ma',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      },
    });
    const [distribution] = Object.values(
      resourcesOf(Template.fromStack(web), 'AWS::CloudFront::Distribution'),
    );
    expect(distribution?.Properties?.DistributionConfig).toMatchObject({
      Aliases: ['formation.example.ma'],
      ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    expect(acknowledged(distribution)).not.toContain('AwsSolutions-CFR4');
    expect(nagFindings(web)).toEqual([]);
  });

  it('acknowledges CFR4 only on the default *.cloudfront.net certificate', () => {
    const [distribution] = Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'));
    expect(distribution?.Properties?.DistributionConfig).not.toHaveProperty('ViewerCertificate');
    expect(acknowledged(distribution)).toContain('AwsSolutions-CFR4');
  });
});

describe('what cdk-nag led to', () => {
  it('writes JSON access logs of the API stage to a log group with a retention', () => {
    const [stage] = Object.values(resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Stage'));
    const settings = stage?.Properties?.AccessLogSettings as {
      DestinationArn: { 'Fn::GetAtt': [string, string] };
      Format: string;
    };
    const logGroup = resourcesOf(app.templates.api, 'AWS::Logs::LogGroup')[
      settings.DestinationArn['Fn::GetAtt'][0]
    ];
    expect(logGroup?.Properties?.RetentionInDays).toBe(ACCESS_LOG_RETENTION_DAYS);
    expect(JSON.parse(settings.Format)).toEqual(API_ACCESS_LOG_FIELDS);
    expect(API_ACCESS_LOG_FIELDS).toMatchObject({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
    });
  });

  const loggedBuckets = {
    data: () => [app.stacks.data.documentsBucket, app.stacks.data.mediaBucket],
    web: () => [app.stacks.web.siteBucket],
  };

  it.each(['data', 'web'] as const)(
    'sends the server access logs of the %s stack to its logs bucket',
    (name) => {
      const template = app.templates[name];
      const logsId = logicalId(app.stacks[name].logsBucket);
      const buckets = resourcesOf(template, 'AWS::S3::Bucket');
      const policy = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy')).find(
        (candidate) => (candidate.Properties?.Bucket as { Ref?: string }).Ref === logsId,
      );
      const statements = (policy?.Properties?.PolicyDocument as { Statement: Statement[] }).Statement;

      for (const bucket of loggedBuckets[name]()) {
        const id = logicalId(bucket);
        expect(buckets[id]?.Properties?.LoggingConfiguration, id).toEqual({
          DestinationBucketName: { Ref: logsId },
          LogFilePrefix: expect.stringMatching(/^s3\/\w+\/$/) as unknown,
        });
        // Delivered through the bucket policy, for this source bucket only.
        expect(statements).toContainEqual(
          expect.objectContaining({
            Effect: 'Allow',
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
            Condition: expect.objectContaining({
              ArnLike: { 'aws:SourceArn': { 'Fn::GetAtt': [id, 'Arn'] } },
            }) as unknown,
          }),
        );
      }

      const logs = buckets[logsId];
      expect(logs?.Properties?.LoggingConfiguration).toBeUndefined();
      expect(logs?.Properties?.LifecycleConfiguration).toEqual({
        Rules: [expect.objectContaining({ ExpirationInDays: ACCESS_LOG_RETENTION_DAYS, Status: 'Enabled' })],
      });
      expect(logs?.Properties?.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      expect(acknowledged(logs)).toEqual(['AwsSolutions-S1']);
    },
  );

  it('keeps ACLs disabled on the data logs bucket, and enabled on the web one for CloudFront', () => {
    const ownership = (name: 'data' | 'web') =>
      resourcesOf(app.templates[name], 'AWS::S3::Bucket')[logicalId(app.stacks[name].logsBucket)]?.Properties
        ?.OwnershipControls;
    expect(ownership('data')).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    expect(ownership('web')).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] });
  });

  it('writes CloudFront standard logs to the web logs bucket, without cookies', () => {
    const [distribution] = Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'));
    expect((distribution?.Properties?.DistributionConfig as { Logging?: unknown }).Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logicalId(app.stacks.web.logsBucket), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
      IncludeCookies: false,
    });
  });

  it('talks to the API origin over TLS 1.2 only', () => {
    const [distribution] = Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'));
    const origins = (
      distribution?.Properties?.DistributionConfig as {
        Origins: { CustomOriginConfig?: Record<string, unknown> }[];
      }
    ).Origins.flatMap((origin) => (origin.CustomOriginConfig ? [origin.CustomOriginConfig] : []));
    expect(origins).toHaveLength(1);
    expect(origins[0]).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('gives every function of ours a role of its own that may write to its own log group only', () => {
    for (const name of ['auth', ...FUNCTION_STACK_NAMES] as const) {
      const template = app.templates[name];
      const roles = resourcesOf(template, 'AWS::IAM::Role');
      const functions = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
        ([id]) => !id.startsWith('Custom'),
      );
      expect(functions.length).toBeGreaterThan(0);
      const roleIds = new Set<string>();
      for (const [id, fn] of functions) {
        const roleId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        const logGroupId = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        roleIds.add(roleId);
        const role = roles[roleId];
        expect(role?.Properties?.ManagedPolicyArns, id).toBeUndefined();
        expect(role?.Properties?.Policies, id).toEqual([
          {
            PolicyName: 'logs',
            PolicyDocument: {
              Version: '2012-10-17',
              Statement: [
                {
                  Effect: 'Allow',
                  Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
                  Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
                },
              ],
            },
          },
        ]);
      }
      expect(roleIds.size).toBe(functions.length);
    }
  });
});
