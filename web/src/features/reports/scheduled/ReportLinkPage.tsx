import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { REPORT_LINK_PARAM } from '#shared/reports/schedule-api';
import { ApiError } from '#web/api/client.ts';
import { reportByLink } from '#web/api/company-reports.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { scheduledText } from './strings.ts';

const t = scheduledText.link;

/** The token after `#reportLink=` (or `?reportLink=`): the fragment keeps it out of server logs. */
function tokenOfLocation(): string {
  const pattern = new RegExp(`(?:^[#?]|&)${REPORT_LINK_PARAM}=([^&]+)`);
  const match = pattern.exec(window.location.hash) ?? pattern.exec(window.location.search);
  return match ? decodeURIComponent(match[1]!) : '';
}

function ByLink({ token }: { token: string }) {
  const view = useQuery({ queryKey: ['report-link', token], queryFn: () => reportByLink(token), retry: false, staleTime: 10 * 60_000 });
  if (view.error instanceof ApiError && view.error.status === 401) return <Alert type="error">{t.refused}</Alert>;
  return (
    <Loaded query={view} feature={t.title}>
      {(file) => (
        <SpaceBetween size="m">
          <Box variant="p">{t.ready(file.from, file.to)}</Box>
          <Box variant="strong">{file.fileName}</Box>
          <Button variant="primary" iconName="download" href={file.url} download={file.fileName}>{t.download}</Button>
          <Box variant="small">{t.expires}</Box>
        </SpaceBetween>
      )}
    </Loaded>
  );
}

/** /report-link: a scheduled report's e-mailed link, open without signing in; it answers a fresh download link. */
export function ReportLinkPage() {
  const token = tokenOfLocation();
  return (
    <ContentLayout header={<Header variant="h1">{t.title}</Header>}>
      {token ? <ByLink token={token} /> : <Box variant="p">{t.missing}</Box>}
    </ContentLayout>
  );
}
