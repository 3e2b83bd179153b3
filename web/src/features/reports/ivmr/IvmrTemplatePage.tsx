import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSearchParams } from 'react-router';
import { audienceAdmits } from '#shared/access/page-access';
import { isSaturday } from '#shared/reports/ivmr-week';
import { ivmrApi } from '#web/api/ivmr.ts';
import { useSession } from '#web/auth/session-context.ts';
import { SignedLinkView } from '#web/components/SignedLinkView.tsx';
import { ivmrText } from './strings.ts';

const t = ivmrText.template;

/** /IVMR-Template?weekEnding=…&VehicleID=…: the printable IVMR of a tractor-week, through a signed link the API gives dispatch. */
export function IvmrTemplatePage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const weekEnding = params.get('weekEnding') ?? '';
  const VehicleID = (params.get('VehicleID') ?? '').slice(0, 32);
  const allowed = session.status === 'signedIn' && audienceAdmits('dispatch', session.me.user.role);
  return (
    <ContentLayout header={<Header variant="h1">{t.title}{VehicleID ? ` ${VehicleID}` : ''}</Header>}>
      {!allowed ? <Box>{t.signedOut}</Box> : !VehicleID || !isSaturday(weekEnding) ? <Box>{t.missing}</Box> : <SignedLinkView queryKey={['ivmr', 'template-link', weekEnding, VehicleID]} load={() => ivmrApi.templateLink(weekEnding, VehicleID)} feature={t.title} />}
    </ContentLayout>
  );
}
