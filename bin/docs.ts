import { readFileSync, writeFileSync } from 'node:fs';
import { routes } from '#lambdas/routes';
import { withApiTable } from '#lambdas/route-docs';
import { withAccessPatternTables } from '#lambdas/data/access-pattern-rows';
import { ACCESS_PATTERNS, PLANNED_ACCESS_PATTERNS } from '#lambdas/data/access-patterns';
import { withImportColumns } from '#shared/imports/columns-doc';

/** `npm run docs`: regenerates the README's API table from lambdas/routes.ts, its import column tables and the access-pattern tables. */
const path = new URL('../README.md', import.meta.url);
writeFileSync(path, withImportColumns(withApiTable(readFileSync(path, 'utf8'), routes)));
console.log('README.md API table and import column tables regenerated');

const accessPatterns = new URL('../lambdas/data/ACCESS-PATTERNS.md', import.meta.url);
writeFileSync(accessPatterns, withAccessPatternTables(readFileSync(accessPatterns, 'utf8'), ACCESS_PATTERNS, PLANNED_ACCESS_PATTERNS));
console.log('lambdas/data/ACCESS-PATTERNS.md tables regenerated');
