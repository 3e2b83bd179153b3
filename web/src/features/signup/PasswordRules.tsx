import Box from '@cloudscape-design/components/box';
import { PASSWORD_POLICY } from '#shared/signup/password-policy';
import { signInText as t } from '#web/features/shell/sign-in-strings.ts';

/** The pool's password rules, from the same policy the pool enforces. */
export function PasswordRules() {
  const rules = [
    t.rule.length(PASSWORD_POLICY.minLength),
    ...(PASSWORD_POLICY.requireLowercase ? [t.rule.lower] : []),
    ...(PASSWORD_POLICY.requireUppercase ? [t.rule.upper] : []),
    ...(PASSWORD_POLICY.requireDigits ? [t.rule.digit] : []),
    ...(PASSWORD_POLICY.requireSymbols ? [t.rule.symbol] : []),
  ];
  return (
    <Box variant="small" color="text-body-secondary">
      {t.passwordRules} {rules.join(', ')}.
    </Box>
  );
}

/** The problem with a new password and its repetition, or null when the two agree and the policy is met. */
export function newPasswordProblem(password: string, repeat: string, problems: (p: string) => string[]): string | null {
  if (problems(password).length > 0) return t.passwordWeak;
  if (password !== repeat) return t.passwordsDiffer;
  return null;
}
