import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { audienceOfMinRole } from '#shared/access/page-access';
import { activeReport, refusedReport, REPORT_NAME_PARAM, reportMenu, type ReportEntry, type ReportRefusal } from '#shared/access/report-menu';
import type { RoleNumber } from '#shared/access/roles';
import { useSignedIn } from '#web/auth/session-context.ts';
import { pageTitles, text } from '#web/strings.ts';
import { PageLoading } from '#web/app/PageLoading.tsx';
import { ReportMenu } from './ReportMenu.tsx';
import { reportPages } from './report-pages.ts';
import { ScheduledReportsButton } from './scheduled/ScheduledReportsButton.tsx';

const RefusalNote = lazy(() => import('#web/features/access/NotForYourRole.tsx').then((m) => ({ default: m.RefusalNote })));

/** A report of the menu this user is not offered: its name and who may read it, never another report. */
function ReportRefused({ refusal: { entry, reason }, role }: { refusal: ReportRefusal; role: RoleNumber | null }) {
  const { t } = useTranslation();
  const sentence =
    reason === 'role'
      ? t('access.report', { report: entry.label, who: t(`access.who.${audienceOfMinRole(entry.minRole)}`) })
      : t('access.reportOff', { report: entry.label });
  return (
    <Suspense fallback={<PageLoading />}>
      <RefusalNote sentence={sentence} role={role} {...(reason === 'company' ? { hint: t('access.reportOffHint') } : {})} />
    </Suspense>
  );
}

/**
 * The report menu (§2.3) and the active report named by ?reportName=: /reporting-tools, and /dashboard-tools
 * (the office menu's Dashboard entry and the office landing page), where dashboard-metrics is the default.
 */
export function ReportingToolsPage({ title = pageTitles['/reporting-tools'] }: { title?: string }) {
  const { user, company } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const offered = reportMenu({ role: user.role, company });
  const refused = refusedReport(params.get(REPORT_NAME_PARAM), { role: user.role, company });
  const active = refused ? undefined : activeReport(params.get(REPORT_NAME_PARAM), offered);
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
          {refused && <ReportRefused refusal={refused} role={user.role} />}
          {!active && !refused && <Box variant="p">{text.reports.none}</Box>}
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
