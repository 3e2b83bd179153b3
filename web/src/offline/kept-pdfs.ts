import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** A phone keeps this many of the inspection PDFs its driver opened, the newest: enough for a roadside stop. */
export const KEPT_PDFS = 20;

interface KeptPdf { blob: Blob; keptAt: number }

let store: UseStore | undefined;
const pdfs = () => (store ??= createStore('fast-dashboard-pdfs', 'pdfs'));
const keyOf = (userId: string, submissionId: string) => `${userId}/${submissionId}`;

/** Keeps a PDF the user opened under his own key, and drops his oldest beyond KEPT_PDFS. */
export async function keepPdf(userId: string, submissionId: string, blob: Blob, now = Date.now()): Promise<void> {
  await set(keyOf(userId, submissionId), { blob, keptAt: now } satisfies KeptPdf, pdfs());
  const his = (await entries<string, KeptPdf>(pdfs())).filter(([key]) => key.startsWith(`${userId}/`));
  const oldestFirst = his.sort(([, a], [, b]) => a.keptAt - b.keptAt);
  await Promise.all(oldestFirst.slice(0, Math.max(0, oldestFirst.length - KEPT_PDFS)).map(([key]) => del(key, pdfs())));
}

/** The copy kept for this user, or undefined. */
export async function keptPdf(userId: string, submissionId: string): Promise<Blob | undefined> {
  return (await get<KeptPdf>(keyOf(userId, submissionId), pdfs()))?.blob;
}

/** On sign-out: no one's inspections stay on the phone. */
export function forgetKeptPdfs(): Promise<void> {
  return clear(pdfs()).catch(() => undefined);
}

/**
 * The PDF from the server, kept for next time; without signal (or when the server cannot answer) the copy
 * kept when it was last opened. Nobody signed in on the outbox (an office user): fetched, not kept.
 */
export async function openKeptPdf(userId: string | undefined, submissionId: string, fetchPdf: (id: string) => Promise<Blob>): Promise<Blob> {
  if (!userId) return fetchPdf(submissionId);
  // Node's Navigator (tests) has no onLine: read it as the browser's.
  const offline = (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine === false;
  if (offline) {
    const kept = await keptPdf(userId, submissionId).catch(() => undefined);
    if (kept) return kept;
  }
  try {
    const blob = await fetchPdf(submissionId);
    await keepPdf(userId, submissionId, blob).catch(() => undefined);
    return blob;
  } catch (error) {
    const kept = await keptPdf(userId, submissionId).catch(() => undefined);
    if (kept) return kept;
    throw error;
  }
}
