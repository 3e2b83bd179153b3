/** The pool's password rules, read by the Auth stack, the local Cognito and the sign-up page. */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  tempPasswordValidityDays: 3,
} as const;

/** Cognito's symbols (its documented set), which count toward requireSymbols. */
const COGNITO_SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The rules a password breaks, in Cognito's wording order; empty when it satisfies the policy. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_POLICY.minLength) problems.push('Password not long enough');
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (PASSWORD_POLICY.requireDigits && !/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (PASSWORD_POLICY.requireSymbols && !COGNITO_SYMBOLS.test(password)) problems.push('Password must have symbol characters');
  return problems;
}

