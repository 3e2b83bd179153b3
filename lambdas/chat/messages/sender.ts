import { chatProfileEntity } from '#lambdas/data/entities/chat-profile';
import { companyEntity } from '#lambdas/data/entities/company';

const NAME_CACHE_MS = 60_000;
const senderNames = new Map<string, { name: string; until: number }>();

/**
 * The name others see on a message: the chat profile's display name, else the one in the token. A warm
 * container keeps it a minute, so a burst of messages costs one read (a renamed sender shows within a minute).
 */
export async function senderNameOf(companyId: string, userId: string, tokenName: string): Promise<string> {
  const key = `${companyId}/${userId}`;
  const cached = senderNames.get(key);
  if (cached && cached.until > Date.now()) return cached.name || tokenName;
  const { data } = await chatProfileEntity().get({ companyId, userId }).go({ attributes: ['displayName'] });
  const name = data?.displayName?.trim() ?? '';
  senderNames.set(key, { name, until: Date.now() + NAME_CACHE_MS });
  return name || tokenName;
}

const companyNames = new Map<string, { name: string; until: number }>();

/** Messages carry the company name (§3.3); a warm container reads it at most once a minute. */
export async function companyNameOf(companyId: string): Promise<string> {
  const cached = companyNames.get(companyId);
  if (cached && cached.until > Date.now()) return cached.name;
  const { data } = await companyEntity().get({ companyId }).go({ attributes: ['companyName'] });
  const name = data?.companyName ?? '';
  companyNames.set(companyId, { name, until: Date.now() + NAME_CACHE_MS });
  return name;
}
