import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSearchParams } from 'react-router';
import { audienceAdmits } from '#shared/access/page-access';
import { mmrApi } from '#web/api/mmr.ts';
import { useSession } from '#web/auth/session-context.ts';
import { SignedLinkView } from '#web/components/SignedLinkView.tsx';
import { mmrText as t } from './strings.ts';

/** /MMR-Template?month=…&VehicleID=…: one tractor's monthly maintenance report to print, through a signed link the API gives office staff. */
export function MmrTemplatePage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const month = params.get('month') ?? '';
  const VehicleID = params.get('VehicleID') ?? '';
  const office = session.status === 'signedIn' && audienceAdmits('office', session.me.user.role);
  return (
    <ContentLayout header={<Header variant="h1">{VehicleID && month ? `${t.templateTitle} · ${VehicleID} · ${month}` : t.templateTitle}</Header>}>
      {!office ? <Box>{t.templateSignedOut}</Box>
        : !/^\d{4}-\d{2}$/.test(month) || !VehicleID ? <Box>{t.templateMissing}</Box>
          : <SignedLinkView queryKey={['mmr', 'template-link', month, VehicleID]} load={() => mmrApi.pdfLink(month, VehicleID)} feature={t.templateTitle} />}
    </ContentLayout>
  );
}
