import { Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  DomainName,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  type CfnStage,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { routeMethods, type Access, type RouteDefinition } from '../../../lambdas/routes';
import type { Throttle } from '../../definitions/abuse-limits';
import { ApiAccessLogs } from './api-access-logs';
import { stageNamesOf } from '../stage';
import type { PrivateApiDomain } from '../tremplin-app';

/** Why a route without the JWT authorizer is open; typed so a new access level has to say. */
const OPEN_ROUTE_REASONS: Record<Exclude<Access, 'signed-in'>, string> = {
  public:
    "access 'public' in lambdas/routes.ts: the published catalogue (sessions, tags, documents, session pages, platform stats) is open to visitors without an account by design.",
  optional:
    "access 'optional' in lambdas/routes.ts: open to visitors by design; when a bearer token is sent the handler verifies it itself (optionalCaller), a bad one counting as a visitor.",
};

export interface HttpApiBackendProps {
  readonly routes: readonly RouteDefinition[];
  /** Each route's function, by route name (the function stacks', infra/lib/stacks/api-functions-stack.ts). */
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** Steady-state requests per second and burst of each route of the stage (per route, all callers). */
  readonly throttle: Throttle;
  /** Routes with ceilings of their own, by route name. */
  readonly routeThrottles?: Readonly<Record<string, Throttle>>;
  /**
   * A custom domain that requires CloudFront's client certificate (mutual TLS); the execute-api
   * address is then turned off, so only CloudFront reaches the API (docs/security.md).
   */
  readonly privateDomain?: Omit<PrivateApiDomain, 'clientCertificateArn'>;
}

/** The HTTP API: one route per entry of the route table, to its function. */
export class HttpApiBackend extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: ApiAccessLogs;
  /** https://{api}.execute-api.{region}.amazonaws.com/ (the $default stage), or the private domain's. */
  readonly url: string;
  /** The API's host, for CloudFront's HTTP origin: execute-api's, or the private domain. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: HttpApiBackendProps) {
    super(scope, id);
    const stack = Stack.of(this);

    const privateDomain = props.privateDomain ? this.privateDomainName(props.privateDomain) : undefined;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${stageNamesOf(this).namePrefix}-api`,
      description: 'Tremplin API (reached through CloudFront /api/*)',
      // The default stage takes no throttling settings: create $default explicitly instead.
      createDefaultStage: false,
      // With the private domain, the execute-api address answers nothing (403 from API Gateway).
      ...(privateDomain ? { disableExecuteApiEndpoint: true } : {}),
    });
    this.accessLogs = new ApiAccessLogs(this, 'AccessLogs');
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: this.accessLogs.settings,
      ...(privateDomain ? { domainMapping: { domainName: privateDomain } } : {}),
    });
    if (privateDomain && props.privateDomain) {
      this.url = `https://${props.privateDomain.domainName}/`;
      this.domainName = props.privateDomain.domainName;
    } else {
      this.url = this.stage.url;
      this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    }

    // Accepts ID and access tokens alike (aud or client_id); handlers insist on access tokens.
    const jwtAuthorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );
    const noAuthorizer = new HttpNoneAuthorizer();

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const seen = new Set<string>();
    for (const route of props.routes) {
      if (seen.has(route.name)) throw new Error(`Duplicate route name ${route.name}`);
      seen.add(route.name);
      const fn = props.functions.get(route.name);
      if (!fn) throw new Error(`No function for route ${route.name}`);

      const methods = routeMethods(route);
      const httpRoutes = this.httpApi.addRoutes({
        path: route.path,
        methods: methods.map((method) => HttpMethod[method]),
        integration: new HttpLambdaIntegration(`${route.name}-integration`, fn),
        // 'optional' routes stay open: their handlers verify a bearer themselves, if any.
        authorizer: route.access === 'signed-in' ? jwtAuthorizer : noAuthorizer,
      });
      const throttle = props.routeThrottles?.[route.name];
      if (throttle) {
        for (const method of methods) {
          routeSettings[`${method} ${route.path}`] = {
            ThrottlingRateLimit: throttle.rateLimit,
            ThrottlingBurstLimit: throttle.burstLimit,
          };
        }
        // The stage names the route by its key: it must exist before the stage takes the setting.
        this.stage.node.addDependency(...httpRoutes);
      }
      if (route.access !== 'signed-in') {
        NagSuppressions.addResourceSuppressions(httpRoutes, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${methods.join(', ')} ${route.path}: ${OPEN_ROUTE_REASONS[route.access]}`,
          },
        ]);
      }
    }
    if (Object.keys(routeSettings).length) {
      (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    }
  }

  /** The custom domain with mutual TLS: its certificate in this region, its truststore in S3. */
  private privateDomainName(domain: Omit<PrivateApiDomain, 'clientCertificateArn'>): DomainName {
    const [, bucketName = '', key = ''] = /^s3:\/\/([^/]+)\/(.+)$/.exec(domain.truststoreUri) ?? [];
    return new DomainName(this, 'PrivateDomain', {
      domainName: domain.domainName,
      certificate: Certificate.fromCertificateArn(this, 'PrivateDomainCertificate', domain.certificateArn),
      mtls: { bucket: Bucket.fromBucketName(this, 'Truststore', bucketName), key },
    });
  }
}
