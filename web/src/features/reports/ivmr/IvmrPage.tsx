import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { audienceAdmits } from '#shared/access/page-access';
import { roleName } from '#web/auth/role-name.ts';
import { useSession } from '#web/auth/session-context.ts';
import { IvmrReport } from './IvmrReport.tsx';
import { ivmrText as t } from './strings.ts';

/**
 * /IVMR: the IVMR report on its own page. The path is open (spec §2.2), so the page itself tells a
 * visitor or a role below dispatch who it is for, before any call.
 */
export function IvmrPage() {
  const { session } = useSession();
  const role = session.status === 'signedIn' ? session.me.user.role : null;
  const { t: tr } = useTranslation();
  if (!audienceAdmits('dispatch', role)) {
    return (
      <ContentLayout header={<Header variant="h1">{t.title}</Header>}>
        <Container>
          <SpaceBetween size="m">
            <Box variant="h2" tagOverride="h2">{tr('access.report', { report: t.title, who: tr('access.who.dispatch') })}</Box>
            <Box variant="p">{tr('access.yourRole', { role: roleName(role) })}</Box>
          </SpaceBetween>
        </Container>
      </ContentLayout>
    );
  }
  return (
    <ContentLayout>
      <IvmrReport />
    </ContentLayout>
  );
}
