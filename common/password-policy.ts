/**
 * The user pool's password rule, shared by CDK's pool, the local pool, the local Cognito checks and the
 * web forms. It imports nothing: the sign-up and settings bundles carry it.
 *
 * What counts follows Cognito's own definitions: length in Unicode characters (code points), upper and
 * lower case letters of the basic Latin alphabet only, digits 0-9 only, and as symbols Cognito's list
 * plus a space that is neither first nor last.
 */
export interface PasswordPolicy {
  readonly minLength: number;
  readonly requireLowercase: boolean;
  readonly requireUppercase: boolean;
  readonly requireDigits: boolean;
  readonly requireSymbols: boolean;
}

export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const satisfies PasswordPolicy;

/** Cognito's API refuses longer passwords whatever the pool's policy (PasswordType: max 256). */
export const PASSWORD_MAX_LENGTH = 256;

/** In the order Cognito reports them: it names the first rule a password breaks. */
export type PasswordProblem = 'tooLong' | 'tooShort' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-');

function hasSymbol(chars: readonly string[]): boolean {
  return chars.some((c, i) => SYMBOLS.has(c) || (c === ' ' && i > 0 && i < chars.length - 1));
}

/** Every rule `password` breaks, in Cognito's order (empty when it conforms). */
export function passwordProblems(
  password: string,
  policy: PasswordPolicy = PASSWORD_POLICY,
): PasswordProblem[] {
  const chars = Array.from(password);
  const problems: PasswordProblem[] = [];
  if (chars.length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  if (chars.length < policy.minLength) problems.push('tooShort');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('lowercase');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('uppercase');
  if (policy.requireDigits && !/[0-9]/.test(password)) problems.push('digit');
  if (policy.requireSymbols && !hasSymbol(chars)) problems.push('symbol');
  return problems;
}

/** The requirements as users read them, from the policy's values (the hint's checklist). */
export function passwordRequirements(
  policy: PasswordPolicy = PASSWORD_POLICY,
): { problem: Exclude<PasswordProblem, 'tooLong'>; label: string }[] {
  const all = [
    { problem: 'tooShort', label: `au moins ${policy.minLength} caractères`, required: true },
    { problem: 'lowercase', label: 'une minuscule', required: policy.requireLowercase },
    { problem: 'uppercase', label: 'une majuscule', required: policy.requireUppercase },
    { problem: 'digit', label: 'un chiffre', required: policy.requireDigits },
    { problem: 'symbol', label: 'un caractère spécial', required: policy.requireSymbols },
  ] as const;
  return all.filter((r) => r.required).map(({ problem, label }) => ({ problem, label }));
}

/** « Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, … et un chiffre. » */
export function passwordRuleText(policy: PasswordPolicy = PASSWORD_POLICY): string {
  const [length, ...kinds] = passwordRequirements(policy).map((r) => r.label);
  const list =
    kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} et ${kinds[kinds.length - 1]}` : (kinds[0] ?? '');
  return `Le mot de passe doit contenir ${length}${list ? `, dont ${list}` : ''}.`;
}

export const PASSWORD_RULE_MESSAGES = {
  /** The hint under new-password fields and the message when a password breaks the rule. */
  rule: passwordRuleText(),
  tooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
} as const;

/** The French message for a password, or null when it conforms. */
export function passwordMessage(password: string): string | null {
  const problems = passwordProblems(password);
  if (problems.length === 0) return null;
  return problems[0] === 'tooLong' ? PASSWORD_RULE_MESSAGES.tooLong : PASSWORD_RULE_MESSAGES.rule;
}
