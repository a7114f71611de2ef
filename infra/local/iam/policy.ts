/**
 * IAM identity-policy evaluation for the local cloud: what AWS decides for one action on one
 * resource, for the statements CDK writes (Allow/Deny lists of actions and ARNs, with wildcards).
 * Anything richer (conditions, NotAction, NotResource, principals) is refused when the policy is
 * loaded rather than evaluated loosely: a grant the evaluator cannot read must not pass for one.
 * We write this instead of using an IAM simulator package (the one that fits is AGPL-3.0, a
 * licence this project would then ship under); see test/unit/local/iam-policy.test.ts.
 */
export type Effect = 'Allow' | 'Deny';

export interface PolicyStatement {
  readonly effect: Effect;
  /** `service:Action` patterns; `*` and `?` wildcards, compared case-insensitively as IAM does. */
  readonly actions: readonly string[];
  /** ARN patterns; `*` and `?` wildcards, case-sensitive. */
  readonly resources: readonly string[];
}

/** AWS's three outcomes: an explicit Deny wins; without any Allow the request is implicitly denied. */
export type Decision = 'allowed' | 'implicit-deny' | 'explicit-deny';

const SUPPORTED_KEYS = new Set(['Sid', 'Effect', 'Action', 'Resource']);

function asList(value: unknown, what: string): string[] {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length === 0 || !list.every((v): v is string => typeof v === 'string')) {
    throw new Error(`IAM statement: ${what} must be a string or a non-empty list of strings`);
  }
  return list;
}

/** The statements of a policy document (`{ Version, Statement }`), checked to be ones this module can evaluate. */
export function parseStatements(document: unknown): PolicyStatement[] {
  const raw = (document as { Statement?: unknown } | null)?.Statement;
  const statements = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return statements.map((statement: unknown) => {
    if (!statement || typeof statement !== 'object') throw new Error('IAM statement: not an object');
    const unsupported = Object.keys(statement).filter((key) => !SUPPORTED_KEYS.has(key));
    if (unsupported.length) {
      throw new Error(`IAM statement: ${unsupported.join(', ')} cannot be evaluated locally`);
    }
    const { Effect: effect, Action: action, Resource: resource } = statement as Record<string, unknown>;
    if (effect !== 'Allow' && effect !== 'Deny') throw new Error(`IAM statement: Effect ${String(effect)}`);
    return { effect, actions: asList(action, 'Action'), resources: asList(resource, 'Resource') };
  });
}

const patternCache = new Map<string, RegExp>();

/** IAM wildcards: `*` any run of characters (`/` and `:` included), `?` exactly one. */
export function matchesPattern(pattern: string, value: string, ignoreCase = false): boolean {
  const cacheKey = `${ignoreCase ? 'i' : 's'}${pattern}`;
  let regex = patternCache.get(cacheKey);
  if (!regex) {
    const source = pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('');
    regex = new RegExp(`^${source}$`, ignoreCase ? 'is' : 's');
    patternCache.set(cacheKey, regex);
  }
  return regex.test(value);
}

function applies(statement: PolicyStatement, action: string, resource: string): boolean {
  return (
    statement.actions.some((pattern) => matchesPattern(pattern, action, true)) &&
    statement.resources.some((pattern) => matchesPattern(pattern, resource))
  );
}

/** The decision for `action` (e.g. `dynamodb:UpdateItem`) on `resource` (an ARN). */
export function evaluate(statements: readonly PolicyStatement[], action: string, resource: string): Decision {
  let allowed = false;
  for (const statement of statements) {
    if (!applies(statement, action, resource)) continue;
    if (statement.effect === 'Deny') return 'explicit-deny';
    allowed = true;
  }
  return allowed ? 'allowed' : 'implicit-deny';
}
