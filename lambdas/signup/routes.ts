import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

/** A trucking company signs up on its own (part 1 §7 createCompanyProfile, sendCompanyEmail). */
export const signupRoutes: RouteDef[] = [
  {
    // Own/caller: the caller has no company yet; the handler reads only what his token keys.
    method: 'POST', path: '/companies', handler: 'signup/create-company', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: 'Create the signed-up user\'s company: he becomes its owner (claims set by the server), confirmation and support e-mails',
    replaces: 'createCompanyProfile, sendCompanyEmail',
    access: { table: 'readWrite', users: 'admin', alerts: true },
  },
];
