import { fetchAuthSession } from 'aws-amplify/auth';
import { CLIENT_VERSION } from '#shared/access/app-version';
import type { FuelFileView, FuelPurchasesAnswer, FuelUploadTicket, IftaAnswer, IftaRateView } from '#shared/reports/fuel-api';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { ApiError, apiRequest } from './client.ts';
import type { DownloadedFile } from './payroll-files.ts';

const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;

/** A CSV the API answers with the bearer token, handed to the browser as a blob named by the server. */
async function fetchCsv(path: string, fallbackName: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = { 'x-app-version': CLIENT_VERSION };
  const token = (await fetchAuthSession().catch(() => undefined))?.tokens?.idToken?.toString();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${runtimeConfig().apiUrl.replace(/\/$/, '')}${path}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, body.message || `The server answered ${response.status}`, body.fields ?? {});
  }
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: match?.[1] ?? fallbackName };
}

/** IFTA (role 3) and the fuel card purchases (role 3, once the card integration is complete). */
export const fuelApi = {
  ifta: (quarter: string) => apiRequest<IftaAnswer>('GET', `/ifta${query({ quarter })}`),
  saveRates: (quarter: string, rates: IftaRateView[]) => apiRequest<{ quarter: string; rates: IftaRateView[] }>('PUT', `/ifta/rates/${encodeURIComponent(quarter)}`, { rates }),
  periodCsv: (periodStart: string, periodEnd: string) => fetchCsv(`/ifta/export${query({ periodStart, periodEnd })}`, `IFTA-${periodStart}-to-${periodEnd}.csv`),
  summaryCsv: (quarter: string) => fetchCsv(`/ifta/summary-export${query({ quarter })}`, `IFTA-${quarter}-summary.csv`),
  purchases: (month: string) => apiRequest<FuelPurchasesAnswer>('GET', `/fuel/purchases${query({ month })}`),
  files: () => apiRequest<{ files: FuelFileView[] }>('GET', '/fuel/files'),
  async upload(file: File): Promise<FuelFileView> {
    const ticket = await apiRequest<FuelUploadTicket>('POST', '/fuel/uploads', { fileName: file.name });
    const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.contentType }, body: file });
    if (!put.ok) throw new ApiError(put.status, `The file was not uploaded (${put.status}).`);
    return apiRequest<FuelFileView>('POST', '/fuel/files', { fileKey: ticket.fileKey });
  },
};

export const fuelKeys = {
  all: ['fuel'] as const,
  ifta: (quarter: string) => ['fuel', 'ifta', quarter] as const,
  purchases: (month: string) => ['fuel', 'purchases', month] as const,
  files: () => ['fuel', 'files'] as const,
};
