import * as z from 'zod';
import { LANGUAGES } from './language.ts';

/** PUT /me/language: the caller's own choice, kept on his user profile. */
export const languageBody = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'Language must be English (en) or Spanish (es).' }),
});
export type LanguageBody = z.infer<typeof languageBody>;
