/**
 * Who may become the first admin, as the deployment sets it. On AWS: only the e-mail named at
 * deploy time (`cdk deploy -c adminEmail=…`, carried in BOOTSTRAP_ADMIN_EMAIL), once Cognito has it
 * verified; with none named, nobody. On one machine (`npm start`) the local cloud sets
 * BOOTSTRAP_ADMIN_MODE so that the first signed-in caller may, as the spec describes. CDK never
 * sets that variable, so a deployment cannot fall back to it.
 */

/** Environment names, shared with CDK (infra/lib/stacks) and the local cloud (infra/local). */
export const BOOTSTRAP_ADMIN_EMAIL_VARIABLE = 'BOOTSTRAP_ADMIN_EMAIL';
export const BOOTSTRAP_ADMIN_MODE_VARIABLE = 'BOOTSTRAP_ADMIN_MODE';
/** The local cloud's value of BOOTSTRAP_ADMIN_MODE: the spec's rule, for one machine. */
export const FIRST_SIGNED_IN_MODE = 'first-signed-in';

export type BootstrapRule =
  | { readonly kind: 'first-signed-in' }
  | { readonly kind: 'named'; readonly email: string }
  | { readonly kind: 'none-named' };

/** E-mails compare case-insensitively (Cognito's sign-in is case-insensitive too). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function bootstrapRule(environment: NodeJS.ProcessEnv = process.env): BootstrapRule {
  if (environment[BOOTSTRAP_ADMIN_MODE_VARIABLE] === FIRST_SIGNED_IN_MODE) return { kind: 'first-signed-in' };
  const email = normalizeEmail(environment[BOOTSTRAP_ADMIN_EMAIL_VARIABLE] ?? '');
  return email ? { kind: 'named', email } : { kind: 'none-named' };
}
