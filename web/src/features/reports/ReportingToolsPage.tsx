import { Suspense } from 'react';
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { activeReport, REPORT_NAME_PARAM, reportMenu, type ReportEntry } from '#shared/access/report-menu';
import { useSignedIn } from '#web/auth/session-context.ts';
import { pageTitles, text } from '#web/strings.ts';
import { PageLoading } from '#web/app/PageLoading.tsx';
import { ReportMenu } from './ReportMenu.tsx';
import { reportPages } from './report-pages.ts';
import { ScheduledReportsButton } from './scheduled/ScheduledReportsButton.tsx';

/**
 * The report menu (§2.3) and the active report named by ?reportName=: /reporting-tools, and /dashboard-tools
 * (the office menu's Dashboard entry and the office landing page), where dashboard-metrics is the default.
 */
export function ReportingToolsPage({ title = pageTitles['/reporting-tools'] }: { title?: string }) {
  const { user, company } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const offered = reportMenu({ role: user.role, company });
  const active = activeReport(params.get(REPORT_NAME_PARAM), offered);
  const navigate = useNavigate();

  // A report with a page of its own opens that page; any other adds reportName to the current route,
  // keeping any other query parameter.
  const select = ({ reportName, page }: ReportEntry) => {
    if (page) {
      navigate(page);
      return;
    }
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(REPORT_NAME_PARAM, reportName);
      return next;
    });
  };

  // An address that names such a report (a bookmark, say) goes on to its page too.
  if (active?.page && params.get(REPORT_NAME_PARAM) === active.reportName) return <Navigate to={active.page} replace />;
  const Report = active ? reportPages[active.reportName] : undefined;

  return (
    <ContentLayout header={<Header variant="h1" actions={<ScheduledReportsButton />}>{title}</Header>}>
      <Grid gridDefinition={[{ colspan: { default: 12, s: 3 } }, { colspan: { default: 12, s: 9 } }]}>
        <ReportMenu offered={offered} active={active?.reportName} onSelect={select} />
        <div>
          {!active && <Box variant="p">{text.reports.none}</Box>}
          {Report && (
            <Suspense fallback={<PageLoading />}>
              <Report />
            </Suspense>
          )}
        </div>
      </Grid>
    </ContentLayout>
  );
}

/** /dashboard-tools: the same menu under the office menu's Dashboard entry. */
export function DashboardToolsPage() {
  return <ReportingToolsPage title={pageTitles['/dashboard-tools']} />;
}
