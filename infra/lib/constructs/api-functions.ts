import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketKind } from '../../../lambdas/permissions';
import type { RouteDefinition } from '../../../lambdas/routes';
import { grantPermissions } from '../grants';
import { HandlerFunction } from './handler-function';

export interface ApiFunctionsProps {
  readonly routes: readonly RouteDefinition[];
  readonly table: ITable;
  readonly buckets: Readonly<Record<BucketKind, IBucket>>;
  readonly userPool: IUserPool;
  /** Environment of every handler, named as lambdas/lib/env.ts reads it. */
  readonly environment: Readonly<Record<string, string>>;
  /** Variables only some functions get, by route name. */
  readonly routeEnvironment?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** One function per route, with exactly the permissions the route declares (lambdas/routes.ts). */
export class ApiFunctions extends Construct {
  /** Functions by route name. */
  readonly functions: ReadonlyMap<string, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiFunctionsProps) {
    super(scope, id);
    const functions = new Map<string, NodejsFunction>();
    for (const route of props.routes) {
      if (functions.has(route.name)) throw new Error(`Duplicate route name ${route.name}`);
      const fn = new HandlerFunction(this, route.name, {
        handlerModule: route.handler,
        description: `Tremplin ${route.method} ${route.path}`,
        environment: { ...props.environment, ...props.routeEnvironment?.[route.name] },
      }).function;
      functions.set(route.name, fn);
      // The local cloud enforces the same policy.
      grantPermissions(fn, route.permissions, {
        table: props.table,
        buckets: props.buckets,
        userPool: props.userPool,
      });
    }
    this.functions = functions;
  }
}
