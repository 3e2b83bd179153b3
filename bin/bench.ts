import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench [NAME…]`: runs every test/bench/*.bench.ts (or those whose name contains a NAME) and
 * prints one JSON line per figure with its budget; a figure over budget makes the exit code 1.
 * Each bench runs in a process of its own: a local cloud binds SDK clients to its ports for the life of a
 * process, as a Lambda container would, so two clouds must never share one.
 */
interface Figure { name: string; value: number; unit: string; budget?: number }

const dir = fileURLToPath(new URL('../test/bench/', import.meta.url));
const self = fileURLToPath(import.meta.url);
const [mode, single] = process.argv.slice(2);

async function runOne(file: string): Promise<number> {
  const mod = (await import(new URL(file, `file://${dir}`).href)) as { bench: () => Promise<Figure[]> };
  let over = 0;
  for (const figure of await mod.bench()) {
    const withinBudget = figure.budget === undefined ? undefined : figure.value <= figure.budget;
    if (withinBudget === false) over++;
    console.log(JSON.stringify({ bench: file.replace('.bench.ts', ''), ...figure, ...(withinBudget === undefined ? {} : { withinBudget }) }));
  }
  return over;
}

if (mode === '--one' && single) {
  process.exit((await runOne(single)) > 0 ? 1 : 0);
}

const only = process.argv.slice(2);
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  const child = spawnSync(process.execPath, ['--import', 'tsx', self, '--one', file], { stdio: 'inherit' });
  if (child.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
