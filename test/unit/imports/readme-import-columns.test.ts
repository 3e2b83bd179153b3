import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importColumnsMarkdown, withImportColumns } from '#shared/imports/columns-doc';
import { IMPORT_TYPES } from '#shared/imports/import-types';
import { IMPORT_TYPE_DEFS } from '#shared/imports/type-defs';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('README import columns', () => {
  it('holds the column tables of every import type as `npm run docs` renders them', () => {
    expect(withImportColumns(readme)).toBe(readme);
  });

  it('names every column of every type, required ones marked', () => {
    const markdown = importColumnsMarkdown();
    for (const type of IMPORT_TYPES) {
      for (const column of IMPORT_TYPE_DEFS[type].columns) expect(markdown).toContain(`| \`${column.name}\` |`);
    }
    expect(markdown).toContain('| `VehicleID` | text | yes | tractor number (6 letters or digits); the tractor must exist |');
  });

  it('states how far one import goes', () => {
    expect(readme).toContain('at most **50 MB** and\n  **100,000 rows**');
    expect(readme).toContain('a file with any error writes nothing');
  });
});
