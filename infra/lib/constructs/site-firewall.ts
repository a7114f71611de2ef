import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { WAF_RATE_LIMITS } from '../../definitions/abuse-limits';
import { stageNamesOf } from '../stage';

/** The body of the 429 the rate rules answer, in the API's error shape so the app can show it. */
export const WAF_TOO_MANY_REQUESTS_BODY = JSON.stringify({
  error: {
    code: 'too_many_requests',
    message: 'Trop de requêtes depuis votre adresse. Réessayez dans quelques minutes.',
  },
});

const visibilityConfig = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
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

const API_PATH = byteMatch({ uriPath: {} }, 'STARTS_WITH', '/api/');

/** POST, PUT, PATCH and DELETE: what writes data or counts something. */
const WRITE_METHOD: CfnWebACL.StatementProperty = {
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
};

/** A request without a bearer token (a visitor's): no Authorization header, or one of another kind. */
const NO_BEARER: CfnWebACL.StatementProperty = {
  notStatement: {
    statement: {
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'authorization' } },
        positionalConstraint: 'STARTS_WITH',
        searchString: 'bearer ',
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    },
  },
};

const and = (...statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty => ({
  andStatement: { statements },
});

/** What a rate rule counts by: the address, or the Authorization header (a signed-in person's token). */
type RateKey = 'address' | 'token';

const AGGREGATION: Record<
  RateKey,
  Pick<CfnWebACL.RateBasedStatementProperty, 'aggregateKeyType' | 'customKeys'>
> = {
  address: { aggregateKeyType: 'IP' },
  // A request without the header is not counted by such a rule (WAF skips requests missing a key).
  token: {
    aggregateKeyType: 'CUSTOM_KEYS',
    customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
  },
};

/**
 * The web ACL in front of CloudFront (scope CLOUDFRONT: it must live in us-east-1): rate rules that
 * answer 429, counting per address where a carrier's NAT address must fit (WAF_RATE_LIMITS) and per
 * bearer token where the limit is one person's, then AWS's common rule set. Blocked requests are
 * logged (only those, with the Authorization header redacted) for 90 days, as the other access logs.
 */
export class SiteFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    // WAF metric names are the account's, per region: each stage has its own.
    const prefix = stageNamesOf(this).namePrefix;
    const visibility = (name: string) => visibilityConfig(`${prefix}-${name}`);

    const rateRule = (
      name: string,
      priority: number,
      key: RateKey,
      limit: number,
      scopeDownStatement?: CfnWebACL.StatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      statement: {
        rateBasedStatement: {
          limit,
          ...AGGREGATION[key],
          evaluationWindowSec: WAF_RATE_LIMITS.evaluationWindowSeconds,
          ...(scopeDownStatement ? { scopeDownStatement } : {}),
        },
      },
      action: {
        block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyRequests' } },
      },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description:
        'Tremplin: rate limits per address and per bearer token, and AWS common rules, in front of CloudFront',
      defaultAction: { allow: {} },
      customResponseBodies: {
        TooManyRequests: { contentType: 'APPLICATION_JSON', content: WAF_TOO_MANY_REQUESTS_BODY },
      },
      rules: [
        rateRule('RequestsPerAddress', 0, 'address', WAF_RATE_LIMITS.perAddress),
        rateRule(
          'VisitorApiPerAddress',
          1,
          'address',
          WAF_RATE_LIMITS.visitorApiPerAddress,
          and(API_PATH, NO_BEARER),
        ),
        rateRule(
          'VisitorWritesPerAddress',
          2,
          'address',
          WAF_RATE_LIMITS.visitorWritesPerAddress,
          and(API_PATH, WRITE_METHOD, NO_BEARER),
        ),
        rateRule('ApiPerToken', 3, 'token', WAF_RATE_LIMITS.apiPerToken, API_PATH),
        rateRule(
          'ApiWritesPerToken',
          4,
          'token',
          WAF_RATE_LIMITS.apiWritesPerToken,
          and(API_PATH, WRITE_METHOD),
        ),
        {
          name: 'AwsCommonRules',
          priority: 5,
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
          visibilityConfig: visibility('AwsCommonRules'),
        },
      ],
      visibilityConfig: visibility('web-acl'),
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
