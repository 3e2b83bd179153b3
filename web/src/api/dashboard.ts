import type { DashboardView, EldDashboard, ProfitabilityTrend, ProfitabilityView } from '#shared/reports/dashboard-api';
import { apiRequest } from './client.ts';

const enc = encodeURIComponent;

export interface EldRequest {
  from: string;
  to: string;
  includeDaily: boolean;
  tractors?: readonly string[];
}

/** The dashboard routes (lambdas/reports/dashboard/routes.ts). */
export const dashboardApi = {
  week: (weekEnding?: string) => apiRequest<DashboardView>('GET', `/dashboard${weekEnding ? `?weekEnding=${enc(weekEnding)}` : ''}`),
  eld: (r: EldRequest) =>
    apiRequest<EldDashboard>('GET', `/dashboard/eld?from=${enc(r.from)}&to=${enc(r.to)}&includeDaily=${r.includeDaily}${r.tractors?.length ? `&tractors=${enc(r.tractors.join(','))}` : ''}`),
  profitability: (payRunId?: string) => apiRequest<ProfitabilityView>('GET', `/profitability${payRunId ? `?payRunId=${enc(payRunId)}` : ''}`),
  trend: (weeks = 13) => apiRequest<ProfitabilityTrend>('GET', `/profitability/trend?weeks=${weeks}`),
};

export const dashboardKeys = {
  week: (weekEnding: string) => ['dashboard', 'week', weekEnding] as const,
  eld: (r: EldRequest) => ['dashboard', 'eld', r.from, r.to, r.includeDaily, r.tractors?.join(',') ?? ''] as const,
  profitability: (payRunId: string) => ['dashboard', 'profitability', payRunId] as const,
  trend: ['dashboard', 'profitability', 'trend'] as const,
};
