/**
 * The removed-grant tests' common part (*-iam.test.ts): a function's declared permissions without one
 * grant, the IAM call that grant allows as the local gates record it, and the checks that the gate
 * refused it. A platform of its own (own-cloud.ts) runs the edited declarations.
 */
import { expect } from 'vitest';
import { MESSAGES } from '@common/messages';
import { DEFAULT_TABLE_NAME, type GsiName } from '../../lambdas/lib/table-definition';
import { BUCKETS } from '../../infra/definitions/storage';
import type {
  BucketKind,
  CognitoAction,
  ObjectAction,
  Permissions,
  TableAction,
} from '../../lambdas/permissions';
import {
  PIPELINE_FUNCTIONS,
  ROUTES,
  type PipelineFunction,
  type PipelineFunctionName,
  type RouteDefinition,
} from '../../lambdas/routes';
import type { OwnCloud } from './own-cloud';

/** One grant of a declaration: a table action, the Query on an index, a Cognito action, or an S3 action on a bucket's keys. */
export type Grant =
  | { table: TableAction }
  | { index: GsiName }
  | { cognito: CognitoAction }
  | { object: { bucket: BucketKind; action: ObjectAction } };

export const TABLE_ARN = `arn:aws:dynamodb:eu-west-3:000000000000:table/${DEFAULT_TABLE_NAME}`;

/** The permissions without `grant`; one the declaration does not hold would make a test prove nothing. */
export function without(permissions: Permissions, grant: Grant): Permissions {
  if ('object' in grant) {
    const { bucket, action } = grant.object;
    const holds = (o: { bucket: BucketKind; actions: readonly ObjectAction[] }) =>
      o.bucket === bucket && o.actions.includes(action);
    if (!permissions.objects?.some(holds))
      throw new Error(`No such grant to remove: ${JSON.stringify(grant)}`);
    return {
      ...permissions,
      // A grant left with no action goes (IAM has no statement without one).
      objects: permissions.objects
        .map((o) => (holds(o) ? { ...o, actions: o.actions.filter((a) => a !== action) } : o))
        .filter((o) => o.actions.length > 0),
    };
  }
  const held =
    'table' in grant
      ? permissions.table?.includes(grant.table)
      : 'index' in grant
        ? permissions.indexes?.includes(grant.index)
        : permissions.cognito?.includes(grant.cognito);
  if (!held) throw new Error(`No such grant to remove: ${JSON.stringify(grant)}`);
  if ('table' in grant) return { ...permissions, table: permissions.table?.filter((a) => a !== grant.table) };
  if ('index' in grant) {
    return { ...permissions, indexes: permissions.indexes?.filter((index) => index !== grant.index) };
  }
  return { ...permissions, cognito: permissions.cognito?.filter((a) => a !== grant.cognito) };
}

/** The IAM call a grant allows, as the gates record it. */
export function callOf(grant: Grant): { action: string; resource: unknown } {
  if ('object' in grant) {
    return {
      action: `s3:${grant.object.action}`,
      resource: expect.stringMatching(new RegExp(`^arn:aws:s3:::${BUCKETS[grant.object.bucket]}/`)),
    };
  }
  if ('table' in grant) return { action: `dynamodb:${grant.table}`, resource: TABLE_ARN };
  if ('index' in grant) return { action: 'dynamodb:Query', resource: `${TABLE_ARN}/index/${grant.index}` };
  return {
    action: `cognito-idp:${grant.cognito}`,
    resource: expect.stringMatching(/^arn:aws:cognito-idp:eu-west-3:000000000000:userpool\/.+/),
  };
}

export const nameOf = (grant: Grant): string =>
  'object' in grant
    ? `s3:${grant.object.action} on ${grant.object.bucket}`
    : 'table' in grant
      ? `dynamodb:${grant.table}`
      : 'index' in grant
        ? `dynamodb:Query on ${grant.index}`
        : `cognito-idp:${grant.cognito}`;

/** lambdas/routes.ts' routes, each named in `missing` without that grant. */
export function routesWithout(missing: Readonly<Partial<Record<string, Grant>>>): RouteDefinition[] {
  return ROUTES.map((route) => {
    const grant = missing[route.name];
    return grant ? { ...route, permissions: without(route.permissions, grant) } : route;
  });
}

/** The pipeline's functions, each named in `missing` without that grant. */
export function pipelineWithout(
  missing: Readonly<Partial<Record<PipelineFunctionName, Grant>>>,
): Record<PipelineFunctionName, PipelineFunction> {
  const functions: Record<PipelineFunctionName, PipelineFunction> = { ...PIPELINE_FUNCTIONS };
  for (const [name, grant] of Object.entries(missing) as [PipelineFunctionName, Grant][]) {
    functions[name] = { ...functions[name], permissions: without(functions[name].permissions, grant) };
  }
  return functions;
}

/** The gate refused `principal` the call `grant` allows (it is in the cloud's record of decisions). */
export function expectRefused(own: OwnCloud, principal: string, grant: Grant): void {
  expect(own.cloud.iamChecks()).toContainEqual(
    expect.objectContaining({ principal, ...callOf(grant), decision: 'implicit-deny' }),
  );
}

/** A request that failed as one whose call IAM refused does: 500, the generic French message. */
export function expectInternalError(answer: { status: number; json: unknown }): void {
  expect(answer).toEqual({
    status: 500,
    json: { error: { code: 'internal', message: MESSAGES.unexpectedError } },
  });
}

/** Waits for the gate to refuse `principal` that call (a pipeline function runs when its event comes). */
export async function refused(
  own: OwnCloud,
  principal: string,
  call: { action: string; resource: unknown },
): Promise<void> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const checks = own.cloud
      .iamChecks()
      .filter((c) => c.principal === principal && c.decision === 'implicit-deny');
    if (checks.some((c) => c.action === call.action)) {
      expect(checks).toContainEqual(expect.objectContaining(call));
      return;
    }
    if (Date.now() > deadline) throw new Error(`${principal} was never refused ${call.action}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
