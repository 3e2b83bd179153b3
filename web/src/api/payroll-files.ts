import { fetchAuthSession } from 'aws-amplify/auth';
import { CLIENT_VERSION } from '#shared/access/app-version';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { ApiError } from './client.ts';
import { fillPath, type Endpoint } from './payroll-endpoint.ts';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * A file the API answers with (PDF, CSV) rather than JSON. It needs the bearer token, so it is
 * fetched here and handed to the browser as a blob; the server's Content-Disposition names it.
 */
export async function fetchApiFile(endpoint: Endpoint, params: Record<string, string>, fallbackName: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = { 'x-app-version': CLIENT_VERSION };
  const token = (await fetchAuthSession().catch(() => undefined))?.tokens?.idToken?.toString();
  if (token) headers.authorization = `Bearer ${token}`;
  const path = fillPath(endpoint.slice(endpoint.indexOf(' ') + 1), params);
  const response = await fetch(`${runtimeConfig().apiUrl.replace(/\/$/, '')}${path}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, body.message || `The server answered ${response.status}`, body.fields ?? {});
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Saves a blob under its file name through a temporary link. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
