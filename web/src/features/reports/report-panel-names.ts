/**
 * The reports of the menu that open as a panel inside /reporting-tools (the others open a page of their
 * own). `reportPages` must have exactly these keys, and a unit test holds the menu to this list: no entry
 * of the menu opens an empty panel.
 */
export const REPORT_PANEL_NAMES = [
  'points-summary',
  'dashboard-metrics',
  'settlement-analysis',
  'service-reminder-manager',
  'import-maint-records',
  'pm-service-due',
  'bookmark-manager',
  'timekeeping',
  'ivmr-report',
  'tractor-documents',
  'mmr-report',
  'ifta-report',
  'admin-wex-tools',
] as const;

export type ReportPanelName = (typeof REPORT_PANEL_NAMES)[number];
