import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/account/language';
import { batchGet } from '#lambdas/data/batch';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';

/**
 * Each recipient's language as saved on his user profile (My profile); English for one who saved none,
 * since the server never sees his phone's language.
 */
export async function recipientLanguages(companyId: string, userIds: readonly string[]): Promise<Map<string, Language>> {
  const ids = [...new Set(userIds.filter(Boolean))];
  const languages = new Map<string, Language>(ids.map((id) => [id, DEFAULT_LANGUAGE]));
  if (ids.length === 0) return languages;
  const profiles = await batchGet(userProfileEntity(), ids.map((id) => ({ companyId, id })));
  for (const profile of profiles) if (isLanguage(profile.language)) languages.set(profile.id, profile.language);
  return languages;
}
