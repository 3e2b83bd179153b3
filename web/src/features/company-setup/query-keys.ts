/** Cache keys of the setup pages' reads. */
export const setupKeys = {
  setup: ['company-setup'] as const,
  usage: (weeks: number) => ['company-setup', 'usage', weeks] as const,
};
