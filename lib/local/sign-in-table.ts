import type { DemoSignIn } from '#lib/local/seed/demo';

/** The demo sign-ins as a plain-text table for the terminal. */
export function signInTable(signIns: readonly DemoSignIn[]): string {
  const header = ['Role', 'Who', 'Company', 'E-mail', 'Password'];
  const rows = signIns.map((s) => [String(s.role), s.label, s.companyName, s.email, s.password]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
