/**
 * Unread chat messages of the signed-in user across his rooms. Always 0 until the chat issue (issue 5)
 * feeds it from the live connection; the layouts already show it through the shared badge rule.
 */
export function useUnreadCount(): number {
  return 0;
}
