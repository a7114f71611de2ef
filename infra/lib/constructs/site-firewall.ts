import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { WAF_RATE_LIMITS } from '../../definitions/abuse-limits';

/** The body of the 429 the rate rules answer, in the API's error shape so the app can show it. */
export const WAF_TOO_MANY_REQUESTS_BODY = JSON.stringify({
  error: {
    code: 'too_many_requests',
    message: 'Trop de requêtes depuis votre adresse. Réessayez dans quelques minutes.',
  },
});

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const byteMatch = (
  fieldToMatch: CfnWebACL.FieldToMatchProperty,
  positionalConstraint: 'EXACTLY' | 'STARTS_WITH',
  searchString: string,
): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch,
    positionalConstraint,
    searchString,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** POST, PUT, PATCH and DELETE under /api/: what writes data or counts something. */
const API_WRITES: CfnWebACL.StatementProperty = {
  andStatement: {
    statements: [
      byteMatch({ uriPath: {} }, 'STARTS_WITH', '/api/'),
      {
        notStatement: {
          statement: {
            orStatement: {
              statements: [
                byteMatch({ method: {} }, 'EXACTLY', 'GET'),
                byteMatch({ method: {} }, 'EXACTLY', 'HEAD'),
              ],
            },
          },
        },
      },
    ],
  },
};

/**
 * The web ACL in front of CloudFront (scope CLOUDFRONT: it must live in us-east-1): per-IP rate
 * rules that answer 429, then AWS's common rule set. Blocked requests are logged (only those, with
 * the Authorization header redacted) for 90 days, as the other access logs.
 */
export class SiteFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);

    const rateRule = (
      name: string,
      priority: number,
      limit: number,
      scopeDownStatement?: CfnWebACL.StatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          evaluationWindowSec: WAF_RATE_LIMITS.evaluationWindowSeconds,
          ...(scopeDownStatement ? { scopeDownStatement } : {}),
        },
      },
      action: {
        block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyRequests' } },
      },
      visibilityConfig: visibility(`tremplin-${name}`),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Tremplin: per-IP rate limits and AWS common rules in front of CloudFront',
      defaultAction: { allow: {} },
      customResponseBodies: {
        TooManyRequests: { contentType: 'APPLICATION_JSON', content: WAF_TOO_MANY_REQUESTS_BODY },
      },
      rules: [
        rateRule('RatePerIp', 0, WAF_RATE_LIMITS.allRequests),
        rateRule('ApiWritesPerIp', 1, WAF_RATE_LIMITS.apiWrites, API_WRITES),
        {
          name: 'AwsCommonRules',
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Session descriptions and contact messages reach 5,000 characters: more than the
              // rule's 8 KB once accented text is encoded. Counted (visible in the metrics), not blocked.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('tremplin-AwsCommonRules'),
        },
      ],
      visibilityConfig: visibility('tremplin-web-acl'),
    });

    // WAF only writes to log groups whose name starts with aws-waf-logs-.
    const logGroupName = `aws-waf-logs-${stack.stackName}`;
    this.logGroup = new LogGroup(this, 'BlockedRequests', {
      logGroupName,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // The log group's ARN without the :* that LogGroup.logGroupArn ends with.
      logDestinationConfigs: [
        stack.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }],
          },
        ],
      },
    });
    logging.node.addDependency(this.logGroup);
  }
}
