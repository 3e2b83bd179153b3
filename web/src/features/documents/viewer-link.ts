/** The viewer's address for a document: its id, never a file URL, and where Back returns to. */
export function viewerPath(documentId: string, from: string): string {
  return `/pdf-viewer?${new URLSearchParams({ documentId, from }).toString()}`;
}

/** Back goes only to a path of this app, so a crafted link cannot send the reader elsewhere. */
export function safeReturnPath(from: string | null, fallback: string): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.includes('\\') ? from : fallback;
}
