import type { AccountsAnswer, AccountView, InviteBody } from '#shared/account/accounts-api';
import { apiRequest } from './client.ts';

export type { AccountView } from '#shared/account/accounts-api';

const enc = encodeURIComponent;

export const accountKeys = { all: ['accounts'] as const, view: (view: 'all' | 'directory') => ['accounts', view] as const };

export const accountApi = {
  list: (view: 'all' | 'directory') => apiRequest<AccountsAnswer>('GET', `/accounts?view=${view}`).then((a) => a.accounts),
  invite: (body: InviteBody) => apiRequest<AccountView>('POST', '/accounts/invitations', body),
  resend: (a: AccountView) => apiRequest<AccountView>('POST', `/accounts/${enc(a.uid)}/invitation-resends`, { version: a.version }),
  changeRole: (a: AccountView, role: number, driverId?: string) =>
    apiRequest<AccountView>('PUT', `/accounts/${enc(a.uid)}/role`, { role, ...(driverId ? { driverId } : {}), version: a.version }),
  setStatus: (a: AccountView, status: 'active' | 'disabled') => apiRequest<AccountView>('PUT', `/accounts/${enc(a.uid)}/status`, { status, version: a.version }),
};
