import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_THROTTLES, STAGE_THROTTLE, WAF_RATE_LIMITS } from '../../infra/definitions/abuse-limits';
import { FUNCTION_OBSERVABILITY_ENVIRONMENT, METRICS_NAMESPACE } from '../../infra/definitions/observability';
import { alarmEmailFromContext } from '../../infra/lib/cdk-context';
import { THROTTLED_REQUESTS_METRIC } from '../../infra/lib/constructs/alarms';
import { WAF_TOO_MANY_REQUESTS_BODY } from '../../infra/lib/constructs/site-firewall';
import { DataStack } from '../../infra/lib/stacks/data-stack';
import { TTL_ATTRIBUTE } from '../../lambdas/lib/table-definition';
import { AUTH_TRIGGERS, ROUTES, routeMethods } from '../../lambdas/routes';
import { functionGroupOf } from '../../infra/definitions/api-functions';
import {
  env,
  FUNCTION_STACK_NAMES,
  newApp,
  removeTempDirs,
  synthesizeTremplin,
  type StackName,
  type SynthesizedTremplin,
} from './synth';

type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string[];
  Metadata?: { cdk_nag?: { rules_to_suppress: { id: string }[] } };
};

function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

function only(template: Template, type: string): [string, Resource] {
  const entries = Object.entries(resourcesOf(template, type));
  expect(entries, type).toHaveLength(1);
  return entries[0] as [string, Resource];
}

let app: SynthesizedTremplin;

beforeAll(() => {
  app = synthesizeTremplin();
});

afterAll(() => {
  removeTempDirs();
});

describe('WAF on CloudFront', () => {
  type Rule = {
    Name: string;
    Priority: number;
    Statement: Record<string, Record<string, unknown>>;
    Action?: unknown;
    OverrideAction?: unknown;
  };

  it('lives in us-east-1, where CloudFront web ACLs must be', () => {
    expect(app.stacks.waf.region).toBe('us-east-1');
    const [, acl] = only(app.templates.waf, 'AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('blocks over a rate with a 429 the app can read, then applies AWS common rules', () => {
    const [, acl] = only(app.templates.waf, 'AWS::WAFv2::WebACL');
    const rules = acl.Properties?.Rules as Rule[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      'RequestsPerAddress',
      'VisitorApiPerAddress',
      'VisitorWritesPerAddress',
      'ApiPerToken',
      'ApiWritesPerToken',
      'AwsCommonRules',
    ]);
    const tooMany = {
      Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'TooManyRequests' } },
    };
    for (const rule of rules.slice(0, 5)) {
      expect(rule.Action, rule.Name).toEqual(tooMany);
      expect(rule.Statement.RateBasedStatement?.EvaluationWindowSec).toBe(
        WAF_RATE_LIMITS.evaluationWindowSeconds,
      );
    }
    expect(rules[5]).toMatchObject({
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
        },
      },
    });
    expect(acl.Properties?.CustomResponseBodies).toEqual({
      TooManyRequests: { ContentType: 'APPLICATION_JSON', Content: WAF_TOO_MANY_REQUESTS_BODY },
    });
    expect(JSON.parse(WAF_TOO_MANY_REQUESTS_BODY)).toEqual({
      error: { code: 'too_many_requests', message: expect.stringMatching(/^Trop de requêtes/) as unknown },
    });
  });

  /** What each rate rule counts by, its limit, and what it is scoped to (as JSON, to compare). */
  function rateRules() {
    const [, acl] = only(app.templates.waf, 'AWS::WAFv2::WebACL');
    return Object.fromEntries(
      (acl.Properties?.Rules as Rule[])
        .filter((rule) => rule.Statement.RateBasedStatement)
        .map((rule) => {
          const statement = rule.Statement.RateBasedStatement as {
            Limit: number;
            AggregateKeyType: string;
            CustomKeys?: unknown;
            ScopeDownStatement?: unknown;
          };
          return [
            rule.Name,
            {
              limit: statement.Limit,
              key: statement.AggregateKeyType,
              customKeys: statement.CustomKeys,
              scope: JSON.stringify(statement.ScopeDownStatement ?? null),
            },
          ];
        }),
    );
  }

  const API_PATH = {
    ByteMatchStatement: {
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/',
    },
  };
  const BEARER = {
    ByteMatchStatement: {
      FieldToMatch: { SingleHeader: { Name: 'authorization' } },
      PositionalConstraint: 'STARTS_WITH',
      SearchString: 'bearer ',
    },
  };

  it('counts by address only where a carrier-grade NAT address full of phones fits under the limit', () => {
    const rules = rateRules();
    // Every request: mostly cached reads, a flood guard sized for all the peak's visitors behind one address.
    expect(rules.RequestsPerAddress).toEqual({
      limit: WAF_RATE_LIMITS.perAddress,
      key: 'IP',
      customKeys: undefined,
      scope: 'null',
    });
    expect(WAF_RATE_LIMITS.perAddress).toBeGreaterThanOrEqual(700 * 60);
    // Visitors' API calls (no bearer token): each runs a function.
    expect(rules.VisitorApiPerAddress?.key).toBe('IP');
    expect(rules.VisitorApiPerAddress?.limit).toBeGreaterThanOrEqual(700 * 20);
    const visitorScope = JSON.parse(rules.VisitorApiPerAddress?.scope ?? 'null') as unknown;
    expect(visitorScope).toMatchObject({
      AndStatement: { Statements: [API_PATH, { NotStatement: { Statement: BEARER } }] },
    });
    expect(rules.VisitorWritesPerAddress?.key).toBe('IP');
    expect(rules.VisitorWritesPerAddress?.scope).toContain('"SearchString":"GET"');
    expect(rules.VisitorWritesPerAddress?.scope).toContain(
      '"NotStatement":{"Statement":{"ByteMatchStatement":{"FieldToMatch":{"SingleHeader":{"Name":"authorization"}}',
    );
  });

  it('counts signed-in calls and writes per person, by the bearer token, whatever the address', () => {
    const rules = rateRules();
    const byToken = [
      { Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
    ];
    expect(rules.ApiPerToken).toMatchObject({
      limit: WAF_RATE_LIMITS.apiPerToken,
      key: 'CUSTOM_KEYS',
      customKeys: byToken,
    });
    expect(JSON.parse(rules.ApiPerToken?.scope ?? 'null')).toMatchObject(API_PATH);
    expect(rules.ApiWritesPerToken).toMatchObject({
      limit: WAF_RATE_LIMITS.apiWritesPerToken,
      key: 'CUSTOM_KEYS',
      customKeys: byToken,
    });
    expect(rules.ApiWritesPerToken?.scope).toContain('"SearchString":"HEAD"');
    // Per person, tighter than what a whole address may send.
    expect(WAF_RATE_LIMITS.apiPerToken).toBeLessThan(WAF_RATE_LIMITS.visitorApiPerAddress);
    expect(WAF_RATE_LIMITS.apiWritesPerToken).toBeLessThan(WAF_RATE_LIMITS.apiPerToken);
  });

  it('logs the requests it blocks, and only those, without the Authorization header, for 90 days', () => {
    const [, logging] = only(app.templates.waf, 'AWS::WAFv2::LoggingConfiguration');
    expect(logging.Properties).toMatchObject({
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }],
      LoggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] }],
      },
    });
    const [, logGroup] = only(app.templates.waf, 'AWS::Logs::LogGroup');
    expect(logGroup.Properties).toMatchObject({
      LogGroupName: expect.stringMatching(/^aws-waf-logs-/) as unknown,
      RetentionInDays: 90,
    });
  });

  it('sits in front of the distribution, whose ARN the web stack reads across regions', () => {
    const [, distribution] = only(app.templates.web, 'AWS::CloudFront::Distribution');
    const webAclId = (distribution.Properties?.DistributionConfig as { WebACLId?: unknown }).WebACLId as {
      'Fn::GetAtt': [string, string];
    };
    const [readerId, exportName] = webAclId['Fn::GetAtt'];
    expect(resourcesOf(app.templates.web, 'Custom::CrossRegionExportReader')[readerId]).toBeDefined();
    expect(exportName).toMatch(/FirewallWebAcl\w*Arn/);
    // No acknowledged "no WAF" finding any more.
    expect((distribution.Metadata?.cdk_nag?.rules_to_suppress ?? []).map((rule) => rule.id)).not.toContain(
      'AwsSolutions-CFR2',
    );
  });
});

describe('API throttles', () => {
  it('caps every route of the stage, and the routes named in the limits by their own figures', () => {
    const [stageId, stage] = only(app.templates.api, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties?.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    const expected = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES).flatMap(([name, throttle]) => {
        const route = ROUTES.find((candidate) => candidate.name === name);
        expect(route, `ROUTE_THROTTLES names ${name}, which is not a route`).toBeDefined();
        // A page's HEAD route shares its GET route's ceiling.
        return (route ? routeMethods(route) : []).map((method) => [
          `${method} ${route?.path}`,
          { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
        ]);
      }),
    );
    expect(stage.Properties?.RouteSettings).toEqual(expected);
    expect(expected).toMatchObject({
      'POST /api/contact': { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 5 },
      'GET /api/sessions/{sessionId}': { ThrottlingRateLimit: 100 },
      'HEAD /sessions': { ThrottlingRateLimit: 100 },
    });

    // The stage names routes by key: CloudFormation must create them first.
    const routeIds = Object.entries(resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => String(route.Properties?.RouteKey) in expected)
      .map(([id]) => id);
    expect(routeIds).toHaveLength(Object.keys(expected).length);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
    expect(stageId).toBeDefined();
  });
});

describe('the table', () => {
  it('expires items by their expires_at attribute (TTL)', () => {
    const [, table] = only(app.templates.data, 'AWS::DynamoDB::Table');
    expect(TTL_ATTRIBUTE).toBe('expires_at');
    expect(table.Properties?.TimeToLiveSpecification).toEqual({
      AttributeName: TTL_ATTRIBUTE,
      Enabled: true,
    });
  });
});

describe('function logs and metrics', () => {
  it('gives every function of ours the Powertools settings and a log group with a retention', () => {
    let count = 0;
    for (const name of ['auth', ...FUNCTION_STACK_NAMES] as const) {
      const template = app.templates[name];
      const logGroups = resourcesOf(template, 'AWS::Logs::LogGroup');
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        if (id.startsWith('Custom')) continue;
        count++;
        expect(
          (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables,
          id,
        ).toMatchObject(FUNCTION_OBSERVABILITY_ENVIRONMENT);
        const logGroupId = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        expect(logGroups[logGroupId]?.Properties?.RetentionInDays, id).toBe(30);
      }
    }
    expect(count).toBe(ROUTES.length + Object.keys(AUTH_TRIGGERS).length);
    expect(FUNCTION_OBSERVABILITY_ENVIRONMENT.POWERTOOLS_METRICS_NAMESPACE).toBe(METRICS_NAMESPACE);
  });
});

describe('alarms', () => {
  /** The alarm topic as each stack names it: its own Ref in the data stack, its export elsewhere. */
  function topicOf(stack: StackName): unknown {
    const [topicId] = only(app.templates.data, 'AWS::SNS::Topic');
    if (stack === 'data') return { Ref: topicId };
    const exported = Object.values(
      app.templates.data.findOutputs('*') as Record<string, { Value: unknown; Export?: { Name: string } }>,
    ).find((output) => output.Export && JSON.stringify(output.Value) === JSON.stringify({ Ref: topicId }));
    return { 'Fn::ImportValue': exported?.Export?.Name };
  }

  it('notify one topic, encrypted with a rotated key CloudWatch may use, and TLS only', () => {
    const [, topic] = only(app.templates.data, 'AWS::SNS::Topic');
    const [keyId, key] = only(app.templates.data, 'AWS::KMS::Key');
    expect(topic.Properties?.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(key.Properties?.EnableKeyRotation).toBe(true);
    expect((key.Properties?.KeyPolicy as { Statement: unknown[] }).Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      }),
    );
    const [, policy] = only(app.templates.data, 'AWS::SNS::TopicPolicy');
    const statements = (policy.Properties?.PolicyDocument as { Statement: unknown[] }).Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    // The Deny makes the policy explicit, replacing SNS's default: without this Allow no alarm arrives.
    const [topicId] = only(app.templates.data, 'AWS::SNS::Topic');
    const thisAccountsAlarms = {
      StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
      ArnLike: {
        'aws:SourceArn': {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':cloudwatch:eu-west-3:',
              { Ref: 'AWS::AccountId' },
              ':alarm:*',
            ],
          ],
        },
      },
    };
    expect(statements).toContainEqual({
      Sid: 'AllowCloudWatchAlarmsToPublish',
      Effect: 'Allow',
      Principal: { Service: 'cloudwatch.amazonaws.com' },
      Action: 'sns:Publish',
      Resource: { Ref: topicId },
      Condition: thisAccountsAlarms,
    });
    expect((key.Properties?.KeyPolicy as { Statement: unknown[] }).Statement).toContainEqual(
      expect.objectContaining({
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Condition: thisAccountsAlarms,
      }),
    );
    // The command that checks it after a deploy: an alarm of this stack put in ALARM by hand.
    expect(JSON.stringify(app.templates.data.findOutputs('TestAlarmCommand'))).toContain(
      'aws cloudwatch set-alarm-state --region eu-west-3 --alarm-name ',
    );
    // No address given at synth: nobody is subscribed, and the output says how to be.
    app.templates.data.resourceCountIs('AWS::SNS::Subscription', 0);
    expect(JSON.stringify(app.templates.data.findOutputs('*'))).toContain('-c alarmEmail=');
  });

  it('subscribe the address given with -c alarmEmail', () => {
    const scratch = newApp();
    const data = new DataStack(scratch, 'AlarmedData', { env, alarmEmail: 'ops@tremplin.ma' });
    Template.fromStack(data).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@tremplin.ma',
    });
    expect(alarmEmailFromContext(new App({ context: { alarmEmail: 'ops@tremplin.ma' } }))).toBe(
      'ops@tremplin.ma',
    );
    expect(alarmEmailFromContext(new App())).toBeUndefined();
    expect(() => alarmEmailFromContext(new App({ context: { alarmEmail: 'ops' } }))).toThrow(
      /e-mail address/,
    );
  });

  it("watch the API's 5xx rate and its 429s (counted from the access logs)", () => {
    app.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmActions: [topicOf('api')],
      Threshold: 5,
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'IF(requests >= 5, 100 * errors / requests, 0)' }),
        Match.objectLike({
          Id: 'errors',
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({ MetricName: '5xx', Namespace: 'AWS/ApiGateway' }),
          }),
        }),
        Match.objectLike({
          Id: 'requests',
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({ MetricName: 'Count', Namespace: 'AWS/ApiGateway' }),
          }),
        }),
      ]),
    });
    const [, filter] = only(app.templates.api, 'AWS::Logs::MetricFilter');
    const [stageAccessLogs] = Object.entries(resourcesOf(app.templates.api, 'AWS::Logs::LogGroup')).find(
      ([id]) => id.startsWith('ApiAccessLogs'),
    ) ?? [''];
    expect(filter.Properties).toEqual({
      FilterPattern: '{ $.status = "429" }',
      LogGroupName: { Ref: stageAccessLogs },
      MetricTransformations: [
        { MetricName: THROTTLED_REQUESTS_METRIC, MetricNamespace: METRICS_NAMESPACE, MetricValue: '1' },
      ],
    });
    app.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmActions: [topicOf('api')],
      MetricName: THROTTLED_REQUESTS_METRIC,
      Namespace: METRICS_NAMESPACE,
      Threshold: 10,
    });
  });

  it.each([
    ...FUNCTION_STACK_NAMES.map(
      (name) => [name, ROUTES.filter((route) => functionGroupOf(route) === name).length] as const,
    ),
    ['auth', Object.keys(AUTH_TRIGGERS).length] as const,
  ])(
    'watch every function of the %s stack for errors and throttles, in one notifying alarm',
    (name, count) => {
      const template = app.templates[name];
      const functionIds = Object.keys(resourcesOf(template, 'AWS::Lambda::Function')).filter(
        (id) => !id.startsWith('Custom'),
      );
      expect(functionIds).toHaveLength(count);
      const watched = Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter(([, alarm]) =>
        (alarm.Properties?.Metrics as { Expression?: string }[] | undefined)?.some(
          (metric) => metric.Expression === 'errors + throttles',
        ),
      );
      expect(watched).toHaveLength(count);
      const functionsWatched = watched.map(([, alarm]) => {
        expect(alarm.Properties?.AlarmActions).toBeUndefined();
        const metrics = alarm.Properties?.Metrics as {
          Id: string;
          MetricStat?: { Metric: { MetricName: string; Dimensions: { Value: { Ref: string } }[] } };
        }[];
        expect(
          metrics
            .map((metric) => metric.MetricStat?.Metric.MetricName)
            .filter(Boolean)
            .sort(),
        ).toEqual(['Errors', 'Throttles']);
        return metrics.find((metric) => metric.Id === 'errors')?.MetricStat?.Metric.Dimensions[0]?.Value.Ref;
      });
      expect(new Set(functionsWatched)).toEqual(new Set(functionIds));

      const [, composite] = only(template, 'AWS::CloudWatch::CompositeAlarm');
      expect(composite.Properties?.AlarmActions).toEqual([topicOf(name)]);
      const rule = JSON.stringify(composite.Properties?.AlarmRule);
      for (const [id] of watched) expect(rule).toContain(`"Fn::GetAtt":["${id}","Arn"]`);
    },
  );

  it('watch the table for throttled requests of every operation the functions use', () => {
    const [, alarm] = only(app.templates.data, 'AWS::CloudWatch::Alarm');
    expect(alarm.Properties?.AlarmActions).toEqual([topicOf('data')]);
    const [tableId] = only(app.templates.data, 'AWS::DynamoDB::Table');
    const metrics = (
      alarm.Properties?.Metrics as {
        MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: unknown }[] } };
      }[]
    ).flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric] : []));
    expect(new Set(metrics.map((metric) => metric.MetricName))).toEqual(new Set(['ThrottledRequests']));
    const operations = metrics.map((metric) => {
      expect(metric.Dimensions).toContainEqual({ Name: 'TableName', Value: { Ref: tableId } });
      return metric.Dimensions.find((dimension) => dimension.Name === 'Operation')?.Value;
    });
    expect(operations).toEqual(
      expect.arrayContaining([
        'GetItem',
        'Query',
        'BatchGetItem',
        'PutItem',
        'UpdateItem',
        'TransactWriteItems',
      ]),
    );
  });
});
