import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 level A and AA, with the 2.0 and 2.1 criteria it keeps (axe tags each rule by the version that added it). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical WCAG 2.2 A/AA violations axe-core finds on the page as it stands, one line per
 * element: `path: rule-id [impact] selector — what is wrong`.
 */
export async function seriousViolations(page: Page, path: string): Promise<string[]> {
  // Violations only (passes are counted, not listed), and in the page itself rather than axe's extra blank
  // page per run: a walk of ~75 paths pays for every second here, on 2 cores.
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 160);
      return `${path}: ${violation.id} [${violation.impact}] ${node.target.join(' ')} — ${summary}`;
    }));
}
