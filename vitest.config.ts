import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (pure logic), `infra` (CDK assertions + cdk-nag), `integration` (HTTP API of a
 * local cloud started once per run) and `e2e` (real Chromium against the same local cloud).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, unit and infra ran one
    // file at a time. Integration and e2e stay one file at a time (fileParallelism) with their one cloud.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 240_000, hookTimeout: 240_000 } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/local-cloud-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/local-cloud-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
