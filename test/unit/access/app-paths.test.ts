import { describe, expect, it } from 'vitest';
import { appPaths, matchAppPath, normalizePath, routePatternOf, specPathOf, type AppPathDef } from '#shared/access/app-paths';
import { isOpenPath } from '#shared/access/route-guard';

/** Spec part 1 §2.1 and "also named elsewhere", as written there. */
const SPEC_21 = `/account, /Adjustment-Template, /admin-forms, /bookmarks, /calculate-payroll, /company-address-book,
/company-bookmarks, /company-setup, /company-setup/index-analytics-version, /create-company, /dashboard-tools,
/driver-dashboard, /driver-documents, /driver-forms, /driver-paydoc, /driver-profile, /driver-schedule,
/driver-schedule-tool, /driver-sheets, /driver-timeclock, /FORM-Template, /form-testing, /form-tools, /getting-started,
/inspection-form, /IVMR, /IVMR-Template, /login, /logout, /logout/lytx-tools, /maintenance, /maintenance-mobile,
/manage-accounts, /manage-drivers, /manage-inspections, /manage-locations, /manage-tractors, /manager-inspections,
/map-view, /map-view-mobile, /MMR-Template, /old_reporting-tools, /Org-manage-inspections, /payroll-settings,
/pdf-viewer, /pretrip-safety-inspection, /records-trip-legs, /register, /reported-defects-mobile, /reporting-tools,
/restart, /safety-tools, /schedule-tool, /schedule-tools, /settlement-adjustments, /settlement-analysis,
/statement-tools, /timecard-admin, /tractor-dashboard, /tractor-dashboard-mobile, /tractor-documents,
/tractor-repair-tools, /tractor-status, /user-profile, /communications/sms-status, /oauth/callback, /, /payroll-tools/{id}`
  .split(',')
  .map((p) => p.trim());
const ELSEWHERE = ['/payroll-reports/{id}', '/payroll-data/{id}', '/oauth/authorize'];

const defs: readonly AppPathDef[] = appPaths;

describe('the product paths', () => {
  it('are every path of spec §2.1, spelled as the spec spells them', () => {
    expect(defs.filter((d) => d.source === '2.1').map(specPathOf).sort()).toEqual([...SPEC_21].sort());
  });

  it('include the paths the spec names elsewhere', () => {
    expect(defs.filter((d) => d.source === 'elsewhere').map(specPathOf).sort()).toEqual([...ELSEWHERE].sort());
  });

  it("add the product's own pages, which the spec does not name", () => {
    expect(defs.filter((d) => d.source === 'product').map(specPathOf)).toEqual(['/imports', '/report-link']);
  });

  it('are listed once each, whatever the letter case', () => {
    const lower = defs.map((d) => d.path.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('give the payroll tools an optional id and the pay-run reports a required one', () => {
    expect(defs.filter((d) => d.param).map(routePatternOf).sort()).toEqual(['/payroll-data/:id', '/payroll-reports/:id', '/payroll-tools/:id?']);
  });

  it('render every open path outside the signed-in layouts, so a visitor can use it', () => {
    for (const def of defs.filter((d) => isOpenPath(d.path))) expect(def.layout, def.path).not.toBe('app');
  });
});

describe('matching a pathname to a product path', () => {
  it('ignores letter case, a trailing slash and the query', () => {
    expect(matchAppPath('/mmr-template')?.path).toBe('/MMR-Template');
    expect(matchAppPath('/Dashboard-Tools/')?.path).toBe('/dashboard-tools');
    expect(matchAppPath('/reporting-tools?reportName=ifta-report')?.path).toBe('/reporting-tools');
  });

  it('matches the optional and required ids', () => {
    expect(matchAppPath('/payroll-tools')?.path).toBe('/payroll-tools');
    expect(matchAppPath('/payroll-tools/run-2024-06-07')?.path).toBe('/payroll-tools');
    expect(matchAppPath('/payroll-reports/run-1')?.path).toBe('/payroll-reports');
    expect(matchAppPath('/payroll-reports')).toBeUndefined();
    expect(matchAppPath('/payroll-data/run-1/extra')).toBeUndefined();
  });

  it('tells nested paths apart from their parents', () => {
    expect(matchAppPath('/logout/lytx-tools')?.path).toBe('/logout/lytx-tools');
    expect(matchAppPath('/company-setup/index-analytics-version')?.path).toBe('/company-setup/index-analytics-version');
    expect(matchAppPath('/company-setup/other')).toBeUndefined();
  });

  it('finds nothing for an unknown path', () => {
    expect(matchAppPath('/no-such-page')).toBeUndefined();
  });

  it('normalizes the root and empty paths to /', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(matchAppPath('/')?.layout).toBe('landing');
  });
});
