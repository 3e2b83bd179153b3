/** Spec part 1 §6: a bookmark is readable only when its securityLevel is at least the user's role number. */
export function canReadBookmark(securityLevel: number, role: number | null | undefined): boolean {
  return typeof role === 'number' && securityLevel >= role;
}
