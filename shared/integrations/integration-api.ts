import * as z from 'zod';
import { INTEGRATION_SYSTEMS } from './systems.ts';

export const systemParams = z.strictObject({
  system: z.enum(INTEGRATION_SYSTEMS, { error: `system must be one of ${INTEGRATION_SYSTEMS.join(', ')}.` }),
});

/** Any credentials form (each system's own schema then reads it strictly); at most 10 bounded fields. */
export const anyCredentialsBody = z
  .record(z.string().max(40, 'A field name is at most 40 characters.'), z.string().max(500, 'A credential is at most 500 characters.'))
  .refine((fields) => Object.keys(fields).length >= 1, 'The credentials are required.')
  .refine((fields) => Object.keys(fields).length <= 10, 'At most 10 credential fields.');
