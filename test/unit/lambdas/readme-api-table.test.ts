import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '#lambdas/routes';
import { apiTableMarkdown, withApiTable } from '#lambdas/route-docs';

describe('README API table', () => {
  it('matches lambdas/routes.ts (run `npm run docs` when this fails)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(withApiTable(readme, routes)).toBe(readme);
  });

  it('lists every route once with its minimum role', () => {
    const table = apiTableMarkdown(routes);
    for (const r of routes) expect(table).toContain(`| ${r.method} | \`${r.path}\` |`);
    expect(table.split('\n')).toHaveLength(routes.length + 2);
  });
});
