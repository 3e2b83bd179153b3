import { describe, expect, it } from 'vitest';
import { activeReport, DEFAULT_REPORT_NAME, refusedReport, reportGroups, reportMenu } from '#shared/access/report-menu';
import { audienceOfMinRole } from '#shared/access/page-access';

const plain = { companyName: 'Blue Ridge Freight Lines', timekeepingEnabled: false, isWexIntegrationCompleted: false };
const allFlags = { ...plain, timekeepingEnabled: true, isWexIntegrationCompleted: true };
const names = (role: number | null | undefined, company: object | null = plain) => reportMenu({ role, company }).map((r) => r.reportName);

describe('report menu', () => {
  it('offers role 1 every report of the table in its order, flags permitting', () => {
    expect(names(1, allFlags)).toEqual([
      'dashboard-metrics', 'settlement-analysis', 'tractor-documents', 'service-reminder-manager', 'import-maint-records',
      'settlement-adjustments', 'ivmr-report', 'ifta-report', 'mmr-report', 'pm-service-due', 'bookmark-manager',
      'timekeeping', 'admin-wex-tools', 'points-summary',
    ]);
  });

  it('keeps the labels and groups of the spec table', () => {
    const byName = Object.fromEntries(reportMenu({ role: 1, company: allFlags }).map((r) => [r.reportName, [r.label, r.group, r.minRole]]));
    expect(byName).toEqual({
      'dashboard-metrics': ['Dashboard', 'Performance', 1],
      'settlement-analysis': ['Profitability Snapshot', 'Performance', 1],
      'tractor-documents': ['Document Manager', 'Documents', 4],
      'service-reminder-manager': ['Scheduled Services', 'Maintenance', 4],
      'import-maint-records': ['Upload Invoices', 'Maintenance', 4],
      'settlement-adjustments': ['Settlement Adjustments', 'Recovery', 2],
      'ivmr-report': ['IVMR', 'Compliance', 3],
      'ifta-report': ['IFTA', 'Compliance', 3],
      'mmr-report': ['MMR', 'Maintenance', 4],
      'pm-service-due': ['PM Service Report (Leaving Soon)', 'Maintenance', 4],
      'bookmark-manager': ['Bookmark Manager', 'Bookmarks', 3],
      timekeeping: ['TIMEKEEPING', 'Compliance', 3],
      'admin-wex-tools': ['WEX Integration', 'Performance', 3],
      'points-summary': ['Points Summary', 'Performance', 1],
    });
  });

  it('offers role 2 everything down to minimum role 2 (no role-1 reports)', () => {
    expect(names(2)).toEqual([
      'tractor-documents', 'service-reminder-manager', 'import-maint-records', 'settlement-adjustments',
      'ivmr-report', 'ifta-report', 'mmr-report', 'pm-service-due', 'bookmark-manager',
    ]);
  });

  it('offers role 3 the compliance and bookmark reports but not Settlement Adjustments', () => {
    expect(names(3, allFlags)).toEqual([
      'tractor-documents', 'service-reminder-manager', 'import-maint-records', 'ivmr-report', 'ifta-report',
      'mmr-report', 'pm-service-due', 'bookmark-manager', 'timekeeping', 'admin-wex-tools',
    ]);
  });

  it('offers role 4 only documents and maintenance reports', () => {
    expect(names(4, allFlags)).toEqual(['tractor-documents', 'service-reminder-manager', 'import-maint-records', 'mmr-report', 'pm-service-due']);
  });

  it.each([5, 8, 11, 0, null, undefined])('offers role %s nothing', (role) => {
    expect(names(role, allFlags)).toEqual([]);
  });

  it('offers TIMEKEEPING only when the company keeps time', () => {
    expect(names(3, { ...plain, timekeepingEnabled: true })).toContain('timekeeping');
    expect(names(3, plain)).not.toContain('timekeeping');
    expect(names(3, { companyProfile: { timekeepingEnabled: true } })).toContain('timekeeping');
  });

  it('offers WEX Integration only when the WEX integration is completed', () => {
    expect(names(3, { ...plain, isWexIntegrationCompleted: true })).toContain('admin-wex-tools');
    expect(names(3, plain)).not.toContain('admin-wex-tools');
  });

  it('offers Points Summary once a company is bound, and not before', () => {
    expect(names(1, plain)).toContain('points-summary');
    expect(names(1, null)).not.toContain('points-summary');
    expect(names(1, null)).toEqual(['dashboard-metrics', 'settlement-analysis', 'tractor-documents', 'service-reminder-manager',
      'import-maint-records', 'settlement-adjustments', 'ivmr-report', 'ifta-report', 'mmr-report', 'pm-service-due', 'bookmark-manager']);
  });

  it('groups reports in the order their group first appears', () => {
    const groups = reportGroups(reportMenu({ role: 1, company: allFlags }));
    expect(groups.map((g) => g.group)).toEqual(['Performance', 'Documents', 'Maintenance', 'Recovery', 'Compliance', 'Bookmarks']);
    expect(groups[0]?.reports.map((r) => r.label)).toEqual(['Dashboard', 'Profitability Snapshot', 'WEX Integration', 'Points Summary']);
    expect(groups[2]?.reports.map((r) => r.label)).toEqual(['Scheduled Services', 'Upload Invoices', 'MMR', 'PM Service Report (Leaving Soon)']);
  });
});

describe('active report', () => {
  const offered = reportMenu({ role: 1, company: allFlags });

  it('defaults to dashboard-metrics', () => {
    expect(DEFAULT_REPORT_NAME).toBe('dashboard-metrics');
    expect(activeReport(null, offered)?.reportName).toBe('dashboard-metrics');
    expect(activeReport(undefined, offered)?.reportName).toBe('dashboard-metrics');
    expect(activeReport('', offered)?.reportName).toBe('dashboard-metrics');
  });

  it('selects the report named in the query', () => {
    expect(activeReport('ifta-report', offered)?.label).toBe('IFTA');
  });

  it('falls back to the default for an unknown reportName', () => {
    expect(activeReport('no-such-report', offered)?.reportName).toBe('dashboard-metrics');
  });

  it('does not open a report the role is not offered', () => {
    const role3 = reportMenu({ role: 3, company: plain });
    expect(activeReport('settlement-adjustments', role3)?.reportName).toBe('tractor-documents');
  });

  it('opens the first offered report for a role without the default, and nothing for a role offered none', () => {
    expect(activeReport(null, reportMenu({ role: 4, company: plain }))?.reportName).toBe('tractor-documents');
    expect(activeReport('dashboard-metrics', [])).toBeUndefined();
  });
});

describe('refused report', () => {
  it('names a report of the table the role is not offered, with its minimum role, so the page says so', () => {
    expect(refusedReport('settlement-analysis', { role: 2, company: plain })).toEqual({
      entry: { label: 'Profitability Snapshot', reportName: 'settlement-analysis', group: 'Performance', minRole: 1 }, reason: 'role',
    });
    expect(refusedReport('ifta-report', { role: 4, company: plain })?.reason).toBe('role');
    expect(refusedReport('dashboard-metrics', { role: 8, company: plain })?.entry.label).toBe('Dashboard');
  });

  it('names a report whose company switch is off', () => {
    expect(refusedReport('timekeeping', { role: 1, company: plain })).toMatchObject({ entry: { label: 'TIMEKEEPING' }, reason: 'company' });
    expect(refusedReport('timekeeping', { role: 1, company: allFlags })).toBeUndefined();
  });

  it('refuses nothing the role is offered, and leaves a name the table does not hold to the default report', () => {
    for (const role of [1, 2, 3, 4]) {
      for (const entry of reportMenu({ role, company: allFlags })) expect(refusedReport(entry.reportName, { role, company: allFlags })).toBeUndefined();
    }
    expect(refusedReport('no-such-report', { role: 4, company: plain })).toBeUndefined();
    expect(refusedReport(null, { role: 4, company: plain })).toBeUndefined();
  });

  it('words who may read a report from its minimum role: 1 the owner, 2 payroll, 3 dispatch, 4 the office', () => {
    expect([1, 2, 3, 4].map(audienceOfMinRole)).toEqual(['owner', 'payroll', 'dispatch', 'office']);
  });
});
