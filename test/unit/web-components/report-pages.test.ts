import { describe, expect, it } from 'vitest';
import { reportMenu } from '#shared/access/report-menu';
import { REPORT_PANEL_NAMES } from '#web/features/reports/report-panel-names.ts';

describe('the report menu', () => {
  it('opens a real report for every entry: its panel, or the page it names', () => {
    const everything = reportMenu({ role: 1, company: { accountActive: true, timekeepingEnabled: true, isWexIntegrationCompleted: true } });
    expect(everything.length).toBeGreaterThan(10);
    const withoutReport = everything.filter((entry) => !entry.page && !(REPORT_PANEL_NAMES as readonly string[]).includes(entry.reportName)).map((entry) => entry.reportName);
    expect(withoutReport).toEqual([]);
  });
});
