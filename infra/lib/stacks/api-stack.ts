import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { registerStage, type StageNames } from '../stage';
import { ADMIN_MFA_VARIABLE } from '../../../lambdas/lib/admin-mfa';
import { ORIGIN_VERIFY_VARIABLE } from '../../../lambdas/lib/origin-verify';
import { ROUTES, type RouteDefinition } from '../../../lambdas/routes';
import { BOOTSTRAP_ADMIN_EMAIL_VARIABLE } from '../../../lambdas/users/first-admin-setting';
import { ROUTE_THROTTLES, STAGE_THROTTLE } from '../../definitions/abuse-limits';
import { ApiAlarms, FunctionAlarms } from '../constructs/alarms';
import { HttpApiBackend } from '../constructs/http-api-backend';
import type { OriginSecret } from '../constructs/origin-secret';
import type { PrivateApiDomain } from '../tremplin-app';

export interface ApiStackProps extends StackProps {
  /** The platform's stage (infra/lib/stage.ts): prod when absent. */
  readonly names?: StageNames;
  readonly table: ITable;
  readonly documentsBucket: IBucket;
  readonly mediaBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly alarmTopic: ITopic;
  /** The header value CloudFront sends; every function refuses a request without it. */
  readonly originSecret: OriginSecret;
  /** Defaults to the shared route table; tests may pass their own. */
  readonly routes?: readonly RouteDefinition[];
  /** Context adminEmail: the only address that may become the first admin (none: nobody may). */
  readonly adminEmail?: string;
  /** Context requireAdminMfa: admin actions need two-factor sign-in on the admin's account (default true). */
  readonly requireAdminMfa?: boolean;
  /** The API's custom domain with mutual TLS (context apiDomainName…): then only CloudFront reaches it. */
  readonly privateDomain?: PrivateApiDomain;
}

/** The route whose function reads the first-admin setting. */
const BOOTSTRAP_ROUTE = 'bootstrap-admin';

/** API Gateway HTTP API and its Lambda handlers. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyMap<string, NodejsFunction>;
  /** The API's own URL; browsers reach it through CloudFront /api/*. */
  readonly url: string;
  /** The API's host name, for CloudFront's origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    registerStage(this, props.names);

    const routes = props.routes ?? ROUTES;
    // Exactly the admin actions' functions and those that give the admin role read the setting
    // (lambdas/lib/admin-mfa.ts).
    const adminMfa = String(props.requireAdminMfa ?? true);
    const routeEnvironment: Record<string, Record<string, string>> = {};
    for (const route of routes.filter((r) => r.adminAction || r.grantsAdminRole)) {
      routeEnvironment[route.name] = { [ADMIN_MFA_VARIABLE]: adminMfa };
    }
    // Empty when none is named: bootstrap then refuses everyone. BOOTSTRAP_ADMIN_MODE is never set here.
    routeEnvironment[BOOTSTRAP_ROUTE] = {
      ...routeEnvironment[BOOTSTRAP_ROUTE],
      [BOOTSTRAP_ADMIN_EMAIL_VARIABLE]: props.adminEmail ?? '',
    };

    const backend = new HttpApiBackend(this, 'Api', {
      routes,
      table: props.table,
      buckets: { documents: props.documentsBucket, media: props.mediaBucket },
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      // Names as lambdas/lib/env.ts reads them; the JWT issuer and JWKS URI derive from the pool.
      environment: {
        TABLE_NAME: props.table.tableName,
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
        DOCUMENTS_BUCKET: props.documentsBucket.bucketName,
        MEDIA_BUCKET: props.mediaBucket.bucketName,
        // A dynamic reference: CloudFormation writes the value at deploy (docs/security.md says why here).
        [ORIGIN_VERIFY_VARIABLE]: props.originSecret.value,
      },
      throttle: STAGE_THROTTLE,
      routeThrottles: ROUTE_THROTTLES,
      routeEnvironment,
      ...(props.privateDomain ? { privateDomain: props.privateDomain } : {}),
    });
    this.httpApi = backend.httpApi;
    this.functions = backend.functions;
    this.url = backend.url;
    this.domainName = backend.domainName;

    new ApiAlarms(this, 'ApiAlarms', {
      topic: props.alarmTopic,
      httpApi: backend.httpApi,
      accessLogs: backend.accessLogs.logGroup,
    });
    new FunctionAlarms(this, 'FunctionAlarms', {
      topic: props.alarmTopic,
      functions: backend.functions,
      label: 'Tremplin API functions',
    });

    new CfnOutput(this, 'ApiUrl', { value: this.url });
    new CfnOutput(this, 'FirstAdmin', {
      description: 'Who may become the first admin at /bootstrap-admin',
      value: props.adminEmail
        ? `Only ${props.adminEmail} may become the first admin at /bootstrap-admin, once that address is verified (the page sends the code).`
        : 'No first admin named: nobody can use /bootstrap-admin. Redeploy with `npm run deploy -- -c adminEmail=you@example.com`, then sign up with that address and open /bootstrap-admin.',
    });
  }
}
