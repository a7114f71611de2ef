import { PASSWORD_RULE_MESSAGES, passwordProblems, passwordRequirements } from '@common/password-policy';

const REQUIREMENTS = passwordRequirements();

/**
 * The pool's password rule under a new-password field (its description for screen readers), with a
 * checklist that follows what is typed: sign-up, password reset and the settings' password change.
 */
export function PasswordRules({ password }: { password: string }) {
  const problems = passwordProblems(password);
  return (
    <div>
      <p>{PASSWORD_RULE_MESSAGES.rule}</p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1" aria-hidden="true" data-testid="password-checklist">
        {REQUIREMENTS.map((requirement) => {
          const ok = password !== '' && !problems.includes(requirement.problem);
          return (
            <li
              key={requirement.problem}
              data-met={ok ? 'true' : 'false'}
              className={ok ? 'text-emerald-700' : 'text-stone-600'}
            >
              {ok ? '✓' : '○'} {requirement.label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
