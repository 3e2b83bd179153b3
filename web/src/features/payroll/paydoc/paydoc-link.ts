/**
 * The /driver-paydoc page reads a signed, expiring link to the pay document's PDF from `?link=`. The
 * signature is checked by storage when the PDF is fetched; here we only read when it expires, so an
 * old link gets a clear message instead of a storage error.
 */
export function payDocLinkPath(signedUrl: string): string {
  return `/driver-paydoc?${new URLSearchParams({ link: signedUrl }).toString()}`;
}

export type SignedLink =
  | { ok: true; url: string; expiresAt: Date | null; fileName: string }
  | { ok: false; reason: 'missing' | 'malformed' };

const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** Only presigned http(s) URLs to a pay-document PDF are opened; anything else is refused. */
export function readSignedLink(search: string): SignedLink {
  const raw = new URLSearchParams(search).get('link');
  if (!raw) return { ok: false, reason: 'missing' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const signed = url.searchParams.has('X-Amz-Signature');
  if (!/^https?:$/.test(url.protocol) || !signed || !url.pathname.includes('/tmp/paydocs/') || !url.pathname.toLowerCase().endsWith('.pdf')) {
    return { ok: false, reason: 'malformed' };
  }
  const date = AMZ_DATE.exec(url.searchParams.get('X-Amz-Date') ?? '');
  const seconds = Number(url.searchParams.get('X-Amz-Expires'));
  const expiresAt = date && Number.isFinite(seconds) ? new Date(Date.UTC(+date[1]!, +date[2]! - 1, +date[3]!, +date[4]!, +date[5]!, +date[6]!) + seconds * 1000) : null;
  const fileName = decodeURIComponent(url.pathname.split('/').pop() ?? 'pay-document.pdf');
  return { ok: true, url: url.toString(), expiresAt, fileName };
}
