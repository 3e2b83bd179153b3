import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSearchParams } from 'react-router';
import { audienceAdmits } from '#shared/access/page-access';
import { isSaturday } from '#shared/reports/ivmr-week';
import { ivmrApi } from '#web/api/ivmr.ts';
import { useSession } from '#web/auth/session-context.ts';
import { usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ivmrText } from './strings.ts';

const t = ivmrText.template;

function TemplateLinkView({ weekEnding, VehicleID }: { weekEnding: string; VehicleID: string }) {
  // A fresh link per visit: each expires in 15 minutes, so it is never cached.
  const load = useQuery({ queryKey: ['ivmr', 'template-link', weekEnding, VehicleID], queryFn: () => ivmrApi.templateLink(weekEnding, VehicleID), gcTime: 0, staleTime: Infinity });
  return (
    <Loaded query={load} feature={t.title}>
      {(link) => (
        <SpaceBetween size="s">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button variant="primary" href={link.url} target="_blank" iconName="external">{t.open}</Button>
            <Box color="text-body-secondary">{t.expires(usDateTime(link.expiresAt))}</Box>
          </SpaceBetween>
          <iframe title={link.fileName} src={link.url} style={{ width: '100%', height: '75vh', border: '1px solid #e9ebed' }} />
        </SpaceBetween>
      )}
    </Loaded>
  );
}

/** /IVMR-Template?weekEnding=…&VehicleID=…: the printable IVMR of a tractor-week, through a signed link the API gives dispatch. */
export function IvmrTemplatePage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const weekEnding = params.get('weekEnding') ?? '';
  const VehicleID = (params.get('VehicleID') ?? '').slice(0, 32);
  const allowed = session.status === 'signedIn' && audienceAdmits('dispatch', session.me.user.role);
  return (
    <ContentLayout header={<Header variant="h1">{t.title}{VehicleID ? ` ${VehicleID}` : ''}</Header>}>
      {!allowed ? <Box>{t.signedOut}</Box> : !VehicleID || !isSaturday(weekEnding) ? <Box>{t.missing}</Box> : <TemplateLinkView weekEnding={weekEnding} VehicleID={VehicleID} />}
    </ContentLayout>
  );
}
