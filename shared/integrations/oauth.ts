import * as z from 'zod';

/** The systems a company may connect through OAuth 2.0 with PKCE (the others take credentials by form). */
export const OAUTH_SYSTEMS = ['video-telematics'] as const;
export type OAuthSystem = (typeof OAUTH_SYSTEMS)[number];

/** A request in flight is good this long: the user consents at the provider and comes back. */
export const OAUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

export const ACCESS_DENIED_MESSAGE = 'The provider did not allow the connection.';
export const SIGNED_OUT_MESSAGE = 'Sign in, then connect again.';

const system = z.enum(OAUTH_SYSTEMS, { error: `system must be one of ${OAUTH_SYSTEMS.join(', ')}.` });
// base64url of 32 random bytes is 43 characters; anything longer than 128 is not ours.
const state = z.string({ error: 'state is required.' }).trim().min(16, 'state is not a connection request of ours.').max(128, 'state is at most 128 characters.').regex(/^[A-Za-z0-9_-]+$/, 'state is not a connection request of ours.');

/** `POST /oauth/authorizations`: start connecting a system. */
export const authorizationBody = z.strictObject({ system });

/** `POST /oauth/callback`: what the provider sent back to `/oauth/callback`, a code or an error. */
export const callbackBody = z
  .strictObject({
    state,
    code: z.string().trim().min(1, 'code is required.').max(512, 'code is at most 512 characters.').optional(),
    error: z.string().trim().min(1, 'error is required.').max(200, 'error is at most 200 characters.').optional(),
    error_description: z.string().max(500, 'error_description is at most 500 characters.').optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.code === !body.error) ctx.addIssue({ code: 'custom', path: ['code'], message: 'Send either code or error.' });
  });
export type CallbackBody = z.infer<typeof callbackBody>;

export interface AuthorizationAnswer { authorizeUrl: string }

/** Whether a stored request may finish: started by this user, and not past its expiry (epoch seconds). */
export function isUsableRequest(request: { userId: string; expiresAt: number } | null | undefined, userId: string, nowMs: number): boolean {
  return Boolean(request) && request!.userId === userId && request!.expiresAt * 1000 > nowMs;
}
