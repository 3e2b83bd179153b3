/** `prune-socket-connections` → `PruneSocketConnections`, `$connect` → `Connect`: a stable construct id. */
export function pascalId(text: string): string {
  return text.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_match, _separator: string, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
}
