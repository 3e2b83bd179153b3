import type { AccessPattern } from './access-patterns.ts';

const key = (k: readonly string[]) => (k.length ? k.join(', ') : '(none)');

function keyState(p: AccessPattern): string {
  if (p.plannedPk) return `no: to \`${key(p.plannedPk)}\``;
  return p.grows ? 'yes (owner below company)' : 'yes (bounded)';
}

function row(p: AccessPattern): string {
  const indexes = p.indexes.length ? p.indexes.map((i) => `\`${i}\``).join('<br>') : '—';
  return `| \`${p.entity}\` | ${p.readers} | \`${key(p.pk)}\` | \`${key(p.sk)}\` | ${indexes} | ${p.volumePerYear} | ${keyState(p)} |`;
}

/** The Markdown table ACCESS-PATTERNS.md carries for these rows (a unit test compares the two). */
export function accessPatternTable(rows: readonly AccessPattern[]): string {
  const head = '| Entity | Who reads it, how | pk | sk | Indexes (pk / sk) | Per company per year | Key right? |\n|---|---|---|---|---|---|---|';
  return [head, ...rows.map(row)].join('\n');
}

const between = (name: string) => new RegExp(`(<!-- ${name} -->\\n)[\\s\\S]*?(\\n<!-- /${name} -->)`);

/** ACCESS-PATTERNS.md with both of its tables rendered again from the constants. */
export function withAccessPatternTables(doc: string, entities: readonly AccessPattern[], planned: readonly AccessPattern[]): string {
  return doc.replace(between('entities'), `$1${accessPatternTable(entities)}$2`).replace(between('planned'), `$1${accessPatternTable(planned)}$2`);
}
