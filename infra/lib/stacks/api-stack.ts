import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { registerStage, type StageNames } from '../stage';
import { ROUTES, type RouteDefinition } from '../../../lambdas/routes';
import { ROUTE_THROTTLES, STAGE_THROTTLE } from '../../definitions/abuse-limits';
import { ApiAlarms } from '../constructs/alarms';
import { HttpApiBackend } from '../constructs/http-api-backend';
import type { PrivateApiDomain } from '../tremplin-app';

export interface ApiStackProps extends StackProps {
  /** The platform's stage (infra/lib/stage.ts): prod when absent. */
  readonly names?: StageNames;
  /** Each route's function, by route name: the function stacks' (api-functions-stack.ts). */
  readonly functions: ReadonlyMap<string, NodejsFunction>;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly alarmTopic: ITopic;
  /** Defaults to the shared route table; tests may pass their own. */
  readonly routes?: readonly RouteDefinition[];
  /** Context adminEmail, for the stack's output about the first admin. */
  readonly adminEmail?: string;
  /** The API's custom domain with mutual TLS (context apiDomainName…): then only CloudFront reaches it. */
  readonly privateDomain?: PrivateApiDomain;
}

/** API Gateway HTTP API: its routes to the functions of the function stacks, its stage and alarms. */
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
    const backend = new HttpApiBackend(this, 'Api', {
      routes,
      functions: props.functions,
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      throttle: STAGE_THROTTLE,
      routeThrottles: ROUTE_THROTTLES,
      ...(props.privateDomain ? { privateDomain: props.privateDomain } : {}),
    });
    this.httpApi = backend.httpApi;
    this.functions = props.functions;
    this.url = backend.url;
    this.domainName = backend.domainName;

    new ApiAlarms(this, 'ApiAlarms', {
      topic: props.alarmTopic,
      httpApi: backend.httpApi,
      accessLogs: backend.accessLogs.logGroup,
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
