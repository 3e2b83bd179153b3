import { readFileSync, writeFileSync } from 'node:fs';
import { routes } from '#lambdas/routes';
import { withApiTable } from '#lambdas/route-docs';

/** `npm run docs`: regenerates the README's API table from lambdas/routes.ts. */
const path = new URL('../README.md', import.meta.url);
writeFileSync(path, withApiTable(readFileSync(path, 'utf8'), routes));
console.log('README.md API table regenerated');
