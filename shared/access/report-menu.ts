import type { AppPath } from './app-paths.ts';
import { hasRole } from './roles.ts';
import { isTimekeepingEnabled, type AccessContext, type CompanyFlags } from './session.ts';

export type ReportGroup = 'Performance' | 'Documents' | 'Maintenance' | 'Recovery' | 'Compliance' | 'Bookmarks';

export interface ReportEntry {
  label: string;
  reportName: string;
  group: ReportGroup;
  /** Offered when the user's role number is at most this. */
  minRole: number;
  /** A report that is a page of its own opens that page rather than a panel of /reporting-tools. */
  page?: AppPath;
}

interface ReportDef extends ReportEntry {
  /** A company condition besides the role, when the table gives one. */
  requires?: (company: CompanyFlags) => boolean;
}

export const DEFAULT_REPORT_NAME = 'dashboard-metrics';
export const REPORT_NAME_PARAM = 'reportName';

/** The report menu table of spec part 1 §2.3 (and part 2 §2), in its order. */
const REPORTS: readonly ReportDef[] = [
  { label: 'Dashboard', reportName: 'dashboard-metrics', group: 'Performance', minRole: 1 },
  { label: 'Profitability Snapshot', reportName: 'settlement-analysis', group: 'Performance', minRole: 1 },
  { label: 'Document Manager', reportName: 'tractor-documents', group: 'Documents', minRole: 4 },
  { label: 'Scheduled Services', reportName: 'service-reminder-manager', group: 'Maintenance', minRole: 4 },
  { label: 'Upload Invoices', reportName: 'import-maint-records', group: 'Maintenance', minRole: 4 },
  { label: 'Settlement Adjustments', reportName: 'settlement-adjustments', group: 'Recovery', minRole: 2, page: '/settlement-adjustments' },
  { label: 'IVMR', reportName: 'ivmr-report', group: 'Compliance', minRole: 3 },
  { label: 'IFTA', reportName: 'ifta-report', group: 'Compliance', minRole: 3 },
  { label: 'MMR', reportName: 'mmr-report', group: 'Maintenance', minRole: 4 },
  { label: 'PM Service Report (Leaving Soon)', reportName: 'pm-service-due', group: 'Maintenance', minRole: 4 },
  { label: 'Bookmark Manager', reportName: 'bookmark-manager', group: 'Bookmarks', minRole: 3 },
  { label: 'TIMEKEEPING', reportName: 'timekeeping', group: 'Compliance', minRole: 3, requires: isTimekeepingEnabled },
  {
    label: 'WEX Integration', reportName: 'admin-wex-tools', group: 'Performance', minRole: 3,
    requires: (company) => company.isWexIntegrationCompleted === true,
  },
  // "Always, on company binding": offered as soon as a company profile is bound to the session.
  { label: 'Points Summary', reportName: 'points-summary', group: 'Performance', minRole: 1, requires: () => true },
];

/** The reports offered to this user, in the table's order. Flagged reports need a bound company. */
export function reportMenu({ role, company }: AccessContext): ReportEntry[] {
  return REPORTS.filter((def) => {
    if (!hasRole(role, def.minRole)) return false;
    if (!def.requires) return true;
    return company ? def.requires(company) : false;
  }).map(({ requires: _requires, ...entry }) => entry);
}

/** The offered reports grouped for the menu; groups keep the order in which they first appear. */
export function reportGroups(entries: readonly ReportEntry[]): { group: ReportGroup; reports: ReportEntry[] }[] {
  const groups = new Map<ReportGroup, ReportEntry[]>();
  for (const e of entries) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  return [...groups].map(([group, reports]) => ({ group, reports }));
}

/** Why a report of the table is not offered: the user's role, or a company switch that is off. */
export type ReportRefusal = { entry: ReportEntry; reason: 'role' | 'company' };

/**
 * A `reportName` of the table that this user is not offered, and why; undefined for an offered report and
 * for a name the table does not hold (that one opens the default report). The page says so plainly rather
 * than show another report in its place.
 */
export function refusedReport(reportName: string | null | undefined, { role, company }: AccessContext): ReportRefusal | undefined {
  const def = REPORTS.find((r) => r.reportName === reportName);
  if (!def) return undefined;
  const { requires, ...entry } = def;
  if (!hasRole(role, def.minRole)) return { entry, reason: 'role' };
  if (requires && !(company && requires(company))) return { entry, reason: 'company' };
  return undefined;
}

/**
 * The active report for a `reportName` query value: the named report when it is offered, else the
 * default (dashboard-metrics). A user who is not offered the default either (roles above 1) gets the
 * first report he is offered, and nothing when he is offered none.
 */
export function activeReport(reportName: string | null | undefined, offered: readonly ReportEntry[]): ReportEntry | undefined {
  return (
    offered.find((e) => e.reportName === reportName) ??
    offered.find((e) => e.reportName === DEFAULT_REPORT_NAME) ??
    offered[0]
  );
}
