import type { CompanyFlags, SessionUser } from '#shared/access/session';
import type { Language } from '#shared/account/language';
import { apiRequest } from './client.ts';

export interface SessionCompany extends CompanyFlags {
  id: string;
  companyName: string | null;
  accountActive: boolean;
  timekeepingEnabled: boolean;
  isWexIntegrationCompleted: boolean;
  /** The zone the company's days, weeks and "today" are counted in. */
  timeZone: string;
}

export interface MeResponse {
  /** `language`: the one he chose in his profile; null: his phone's decides. */
  user: SessionUser & { language?: Language | null };
  company: SessionCompany | null;
}

export interface UserProfile {
  id: string;
  fName: string;
  lName: string;
  dName: string;
  /** YYYY-MM-DD, or '' when not given. */
  bDate: string;
  email: string;
  /** Optimistic lock: sent back unchanged so a save over someone else's newer one is refused (409). */
  version?: number;
}

export type ProfileUpdate = Pick<UserProfile, 'fName' | 'lName' | 'dName' | 'bDate' | 'email' | 'version'>;

export interface NavigationEntry {
  OriginRoute: string;
  DestinationRoute: string;
  ClientVersionNumber: string;
}

export const getMe = () => apiRequest<MeResponse>('GET', '/me');
export const getProfile = () => apiRequest<UserProfile>('GET', '/me/profile');
export const updateProfile = (update: ProfileUpdate) => apiRequest<UserProfile>('PUT', '/me/profile', update);
export const saveLanguage = (language: Language) => apiRequest<{ language: Language }>('PUT', '/me/language', { language });
export const logNavigation = (entry: NavigationEntry) => apiRequest<unknown>('POST', '/user-actions', entry);
