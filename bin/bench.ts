import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: runs every test/bench/*.bench.ts in turn and prints one JSON line per figure.
 * Budgets are printed beside the figure; a figure over budget makes the exit code 1.
 */
interface Figure { name: string; value: number; unit: string; budget?: number }

const dir = fileURLToPath(new URL('../test/bench/', import.meta.url));
const only = process.argv.slice(2);
let overBudget = 0;

for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  const mod = (await import(new URL(file, `file://${dir}`).href)) as { bench: () => Promise<Figure[]> };
  for (const figure of await mod.bench()) {
    const withinBudget = figure.budget === undefined ? undefined : figure.value <= figure.budget;
    if (withinBudget === false) overBudget++;
    console.log(JSON.stringify({ bench: file.replace('.bench.ts', ''), ...figure, ...(withinBudget === undefined ? {} : { withinBudget }) }));
  }
}
process.exit(overBudget > 0 ? 1 : 0);
