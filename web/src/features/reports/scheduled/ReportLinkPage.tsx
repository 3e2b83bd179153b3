import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_LINK_PARAM } from '#shared/reports/schedule-api';
import { ApiError } from '#web/api/client.ts';
import { reportByLink } from '#web/api/company-reports.ts';
import { Loaded } from '#web/components/Loaded.tsx';

/** The token after `#reportLink=` (or `?reportLink=`): the fragment keeps it out of server logs. */
function tokenOfLocation(): string {
  const pattern = new RegExp(`(?:^[#?]|&)${REPORT_LINK_PARAM}=([^&]+)`);
  const match = pattern.exec(window.location.hash) ?? pattern.exec(window.location.search);
  return match ? decodeURIComponent(match[1]!) : '';
}

function ByLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const view = useQuery({ queryKey: ['report-link', token], queryFn: () => reportByLink(token), retry: false, staleTime: 10 * 60_000 });
  if (view.error instanceof ApiError && view.error.status === 401) return <Alert type="error">{t('reportLink.refused')}</Alert>;
  return (
    <Loaded query={view} feature={t('reportLink.title')}>
      {(file) => (
        <SpaceBetween size="m">
          <Box variant="p">{file.from === file.to ? t('reportLink.readyDay', { from: file.from }) : t('reportLink.ready', { from: file.from, to: file.to })}</Box>
          <Box variant="strong">{file.fileName}</Box>
          <Button variant="primary" iconName="download" href={file.url} download={file.fileName}>{t('reportLink.download')}</Button>
          <Box variant="small">{t('reportLink.expires')}</Box>
        </SpaceBetween>
      )}
    </Loaded>
  );
}

/** /report-link: a scheduled report's e-mailed link, open without signing in; it answers a fresh download link. */
export function ReportLinkPage() {
  const token = tokenOfLocation();
  const { t } = useTranslation();
  return (
    <ContentLayout header={<Header variant="h1">{t('reportLink.title')}</Header>}>
      {token ? <ByLink token={token} /> : <Box variant="p">{t('reportLink.missing')}</Box>}
    </ContentLayout>
  );
}
