import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSearchParams } from 'react-router';
import { audienceAdmits } from '#shared/access/page-access';
import { mmrApi } from '#web/api/mmr.ts';
import { useSession } from '#web/auth/session-context.ts';
import { SignedLinkView } from '#web/components/SignedLinkView.tsx';
import { adjustmentTemplateText as t } from './strings.ts';

/** /Adjustment-Template?DriverID=…: a driver's settlement adjustments to print, through a signed link the API gives payroll staff. */
export function AdjustmentTemplatePage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const DriverID = (params.get('DriverID') ?? '').trim();
  const payroll = session.status === 'signedIn' && audienceAdmits('payroll', session.me.user.role);
  return (
    <ContentLayout header={<Header variant="h1">{DriverID ? `${t.title} · ${DriverID}` : t.title}</Header>}>
      {!payroll ? <Box>{t.signedOut}</Box>
        : !DriverID ? <Box>{t.noDriver}</Box>
          : <SignedLinkView queryKey={['adjustments', 'template-link', DriverID]} load={() => mmrApi.adjustmentLink(DriverID)} feature={t.title} />}
    </ContentLayout>
  );
}
