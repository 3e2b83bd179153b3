import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppPath } from '#shared/access/app-paths';
import { homePathFor } from '#shared/access/layout-choice';
import { pageAccess } from '#shared/access/page-access';
import type { RoleNumber } from '#shared/access/roles';
import { roleName } from '#web/auth/role-name.ts';
import { pageTitles } from '#web/strings.ts';

/** A link-styled button that moves within the app. */
function GoButton({ to, primary, children }: { to: string; primary?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      variant={primary ? 'primary' : 'normal'}
      href={to}
      onFollow={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

/** The body of every plain refusal: the sentence, who the reader is, and the way to his own work. */
export function RefusalNote({ sentence, role, hint }: { sentence: string; role: RoleNumber | null | undefined; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Container>
      <Box padding={{ vertical: 'l' }}>
        <SpaceBetween size="m">
          <Box variant="h2" tagOverride="h2">
            {sentence}
          </Box>
          <Box variant="p">{t('access.yourRole', { role: roleName(role) })}</Box>
          <Box variant="p" color="text-body-secondary">
            {hint ?? t('access.askOwner')}
          </Box>
          <GoButton to={homePathFor(role)} primary>
            {t('access.home')}
          </GoButton>
        </SpaceBetween>
      </Box>
    </Container>
  );
}

/** What a role sees on a page that is not for it: the page's name and who may use it, no error and no form. */
export function NotForYourRole({ appPath, role }: { appPath: AppPath; role: RoleNumber | null | undefined }) {
  const { t } = useTranslation();
  const { audience } = pageAccess[appPath];
  const page = pageTitles[appPath];
  const sentence = audience === 'anyone' ? page : t('access.page', { page, who: t(`access.who.${audience}`) });
  return (
    <ContentLayout header={<Header variant="h1">{page}</Header>}>
      <RefusalNote sentence={sentence} role={role} />
    </ContentLayout>
  );
}

/** Someone of the office on a driver's own page: it is the driver's, and Drivers is where his records are read. */
export function DriversOwnPage({ appPath, role }: { appPath: AppPath; role: RoleNumber | null | undefined }) {
  const { t } = useTranslation();
  const page = pageTitles[appPath];
  return (
    <ContentLayout header={<Header variant="h1">{page}</Header>}>
      <Container>
        <Box padding={{ vertical: 'l' }}>
          <SpaceBetween size="m">
            <Box variant="h2" tagOverride="h2">
              {t('access.driversPage', { page })}
            </Box>
            <Box variant="p">{t('access.driversPageHint')}</Box>
            <SpaceBetween direction="horizontal" size="xs">
              <GoButton to="/manage-drivers" primary>
                {t('access.openDrivers')}
              </GoButton>
              <GoButton to={homePathFor(role)}>{t('access.home')}</GoButton>
            </SpaceBetween>
          </SpaceBetween>
        </Box>
      </Container>
    </ContentLayout>
  );
}
