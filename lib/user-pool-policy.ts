/**
 * What the user pool lets a user do on his own, declared once: the Auth stack builds the pool and its
 * web client from it and the local Cognito enforces it, so the two cannot drift apart.
 */

/** Claims the backend trusts for tenancy and access; only administrators (server side) may set them. */
export const TENANT_ATTRIBUTES = ['companyId', 'role', 'driverId'] as const;

/**
 * A trucking company's first user signs up on his own (e-mail verified by a code); he then creates his
 * company, and the server alone sets his claims. Everyone else is invited by his company.
 */
export const SELF_SIGN_UP_ENABLED = true;

/**
 * Standard attributes the web client may read and write, by their CDK names and, beside them, the
 * Cognito attribute names the API sees. Tenant attributes stay out: a user who could write
 * custom:companyId would switch company.
 */
export const CLIENT_PROFILE_ATTRIBUTES = { email: 'email', fullname: 'name' } as const;

/** The Cognito names of every attribute the web client may write with a user's own access token. */
export const CLIENT_WRITE_ATTRIBUTES: readonly string[] = Object.values(CLIENT_PROFILE_ATTRIBUTES);

/** The pool's password rules live in shared/ so the sign-up page shows the same ones the pool enforces. */
export { PASSWORD_POLICY, passwordProblems } from '#shared/signup/password-policy';
