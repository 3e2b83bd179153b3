import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ReportPanelName } from './report-panel-names.ts';

/**
 * The reports that open inside /reporting-tools by their reportName, each its own chunk fetched on first
 * use. Every report of the menu has an entry here or a page of its own (a unit test holds them to it).
 */
export const reportPages: Readonly<Partial<Record<string, LazyExoticComponent<ComponentType>>>> = {
  'points-summary': lazy(() => import('#web/features/reports/points/PointsSummaryReport.tsx').then((m) => ({ default: m.PointsSummaryReport }))),
  'dashboard-metrics': lazy(() => import('#web/features/reports/dashboard/DashboardReport.tsx').then((m) => ({ default: m.DashboardReport }))),
  'settlement-analysis': lazy(() => import('#web/features/reports/profitability/ProfitabilityReport.tsx').then((m) => ({ default: m.ProfitabilityReport }))),
  'service-reminder-manager': lazy(() => import('#web/features/maintenance/ScheduledServicesReport.tsx').then((m) => ({ default: m.ScheduledServicesReport }))),
  'import-maint-records': lazy(() => import('#web/features/maintenance/InvoiceUploadsReport.tsx').then((m) => ({ default: m.InvoiceUploadsReport }))),
  'pm-service-due': lazy(() => import('#web/features/maintenance/PmServiceReport.tsx').then((m) => ({ default: m.PmServiceReport }))),
  'bookmark-manager': lazy(() => import('#web/features/bookmarks/BookmarkManager.tsx').then((m) => ({ default: m.BookmarkManager }))),
  'timekeeping': lazy(() => import('#web/features/timekeeping/TimekeepingReport.tsx').then((m) => ({ default: m.TimekeepingReport }))),
  'ivmr-report': lazy(() => import('#web/features/reports/ivmr/IvmrReport.tsx').then((m) => ({ default: m.IvmrReport }))),
  'tractor-documents': lazy(() => import('#web/features/documents/DocumentManagerReport.tsx').then((m) => ({ default: m.DocumentManagerReport }))),
  'mmr-report': lazy(() => import('#web/features/reports/mmr/MmrReport.tsx').then((m) => ({ default: m.MmrReport }))),
  'ifta-report': lazy(() => import('#web/features/reports/fuel/IftaReport.tsx').then((m) => ({ default: m.IftaReport }))),
  'admin-wex-tools': lazy(() => import('#web/features/reports/fuel/WexToolsReport.tsx').then((m) => ({ default: m.WexToolsReport }))),
} satisfies Record<ReportPanelName, LazyExoticComponent<ComponentType>>;
