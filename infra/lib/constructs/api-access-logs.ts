import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, type IAccessLogSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/**
 * One JSON line per request, from the HTTP API's $context variables. `ip` is the CloudFront edge
 * that forwarded the request (every request comes through CloudFront); the viewer's own address is
 * in CloudFront's logs. No query string and no headers: nothing that could carry a token.
 */
export const API_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  httpMethod: '$context.httpMethod',
  routeKey: '$context.routeKey',
  path: '$context.path',
  protocol: '$context.protocol',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  userAgent: '$context.identity.userAgent',
} as const;

/** Where the HTTP API stage writes its access logs, kept as long as the S3 and CloudFront logs. */
export class ApiAccessLogs extends Construct {
  readonly logGroup: LogGroup;
  /** For the stage's accessLogSettings. */
  readonly settings: IAccessLogSettings;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.settings = {
      destination: new LogGroupLogDestination(this.logGroup),
      format: AccessLogFormat.custom(JSON.stringify(API_ACCESS_LOG_FIELDS)),
    };
  }
}
