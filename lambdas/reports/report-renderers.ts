/**
 * The reports a scheduled company report can send: each renders one file for a company and a period of
 * local days. Loaded on demand so the scheduled job's bundle holds only what it sends.
 */
export interface ReportPeriod {
  /** First local day, YYYY-MM-DD. */
  from: string;
  /** Last local day, YYYY-MM-DD, inclusive. */
  to: string;
}

export interface RenderedReport {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

export type RenderReport = (companyId: string, period: ReportPeriod) => Promise<RenderedReport>;

/** reportName (shared/access/report-menu.ts) → its renderer. Each report's own domain adds its line. */
export const REPORT_RENDERERS: Readonly<Record<string, () => Promise<RenderReport>>> = {
  'dashboard-metrics': () => import('#lambdas/reports/dashboard/render-dashboard').then((m) => m.renderDashboard),
  'settlement-analysis': () => import('#lambdas/reports/dashboard/render-profitability').then((m) => m.renderProfitability),
  'ifta-report': () => import('#lambdas/reports/fuel/render-ifta').then((m) => m.renderIftaReport),
  'points-summary': () => import('#lambdas/reports/company/render-points-summary').then((m) => m.renderPointsSummary),
  'mmr-report': () => import('#lambdas/reports/mmr/render-report').then((m) => m.renderMmrReport),
  'ivmr-report': () => import('#lambdas/reports/ivmr/render-report').then((m) => m.renderIvmrReport),
};
