import { chatProfileEntity } from '../data/entities/chat-profile.ts';
import { companyEntity } from '../data/entities/company.ts';

/** The name others see on a message: the chat profile's display name, else the one in the token. */
export async function senderNameOf(companyId: string, userId: string, tokenName: string): Promise<string> {
  const { data } = await chatProfileEntity().get({ companyId, userId }).go({ attributes: ['displayName'] });
  return data?.displayName?.trim() || tokenName;
}

const companyNames = new Map<string, { name: string; until: number }>();
const NAME_CACHE_MS = 60_000;

/** Messages carry the company name (§3.3); a warm container reads it at most once a minute. */
export async function companyNameOf(companyId: string): Promise<string> {
  const cached = companyNames.get(companyId);
  if (cached && cached.until > Date.now()) return cached.name;
  const { data } = await companyEntity().get({ companyId }).go({ attributes: ['companyName'] });
  const name = data?.companyName ?? '';
  companyNames.set(companyId, { name, until: Date.now() + NAME_CACHE_MS });
  return name;
}
