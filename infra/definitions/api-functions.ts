/**
 * The API's functions live in stacks of their own, by domain, beside the API's stack (routes, stage,
 * authorizer): CloudFormation takes at most 500 resources per stack, and each function brings five
 * (function, role, policy, log group, alarm). A route's group follows its handler's folder under
 * lambdas/; a new folder must be placed here (synthesis fails until it is).
 */
import type { RouteDefinition } from '../../lambdas/routes';

export const API_FUNCTION_GROUPS = {
  catalogueFunctions: {
    stackId: 'CatalogueFunctions',
    label: 'catalogue',
    folders: ['sessions', 'documents', 'uploads', 'pages', 'stats', 'follows', 'contact'],
  },
  accountFunctions: {
    stackId: 'AccountFunctions',
    label: 'accounts and notifications',
    folders: ['users', 'notifications', 'announcements'],
  },
  programmeFunctions: {
    stackId: 'ProgrammeFunctions',
    label: 'programme (cohorts, parcours, deliverables, certificates, reports)',
    folders: ['cohorts', 'parcours', 'deliverables', 'certificates', 'reports'],
  },
} as const satisfies Record<string, { stackId: string; label: string; folders: readonly string[] }>;

export type ApiFunctionGroup = keyof typeof API_FUNCTION_GROUPS;
export const API_FUNCTION_GROUP_NAMES = Object.keys(API_FUNCTION_GROUPS) as ApiFunctionGroup[];

/** The stack a route's function goes to, by its handler's folder. */
export function functionGroupOf(route: Pick<RouteDefinition, 'name' | 'handler'>): ApiFunctionGroup {
  const folder = route.handler.split('/')[0] ?? '';
  const group = API_FUNCTION_GROUP_NAMES.find((name) =>
    (API_FUNCTION_GROUPS[name].folders as readonly string[]).includes(folder),
  );
  if (!group) {
    throw new Error(
      `Route ${route.name}: lambdas/${folder}/ is in no stack of infra/definitions/api-functions.ts`,
    );
  }
  return group;
}
