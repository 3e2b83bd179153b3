import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own lint configuration, applied to an import as if it stood in the given file. */
async function lintImport(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint keeps each room to its own imports', () => {
  it.each([
    ['shared/access/probe.ts', "import imported from '#lambdas/routes';"],
    ['shared/access/probe.ts', "import imported from '../../lib/local/cloud.ts';"],
    ['shared/access/probe.ts', "import imported from '../../web/src/strings.ts';"],
    ['web/src/app/probe.ts', "import imported from '#lambdas/routes';"],
    ['web/src/app/probe.ts', "import imported from '#lib/local/names';"],
    ['lambdas/chat/probe.ts', "import imported from 'aws-cdk-lib';"],
    ['lambdas/chat/probe.ts', "import imported from '#lib/local/names';"],
    ['lambdas/chat/probe.ts', "import imported from '../http/errors.ts';"],
    ['web/src/features/chat/probe.ts', "import imported from '../../auth/session-context.ts';"],
  ])('refuses in %s: %s', async (filePath, source) => {
    expect(await lintImport(filePath, source)).toContain('no-restricted-imports');
  });

  it.each([
    ['lambdas/chat/probe.ts', "import imported from '#shared/chat/permissions';"],
    ['web/src/app/probe.ts', "import imported from '#shared/access/roles';"],
    ['lib/local/probe.ts', "import imported from '#lambdas/routes';"],
    ['lambdas/chat/probe.ts', "import imported from './room-access.ts';"],
  ])('allows in %s: %s', async (filePath, source) => {
    expect(await lintImport(filePath, source)).not.toContain('no-restricted-imports');
  });
});
