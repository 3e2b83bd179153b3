import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import type { AppPath } from '#shared/access/app-paths';
import { homePathFor } from '#shared/access/layout-choice';
import { pageAccess } from '#shared/access/page-access';
import type { RoleNumber } from '#shared/access/roles';
import { roleName } from '#web/auth/role-name.ts';
import { pageTitles } from '#web/strings.ts';
import { accessText as t } from './strings.ts';

/** What a role sees on a page that is not for it: who the page is for and a way home, no error and no form. */
export function NotForYourRole({ appPath, role }: { appPath: AppPath; role: RoleNumber | null | undefined }) {
  const navigate = useNavigate();
  const { audience } = pageAccess[appPath];
  const home = homePathFor(role);
  return (
    <ContentLayout header={<Header variant="h1">{pageTitles[appPath]}</Header>}>
      <Container>
        <Box padding={{ vertical: 'l' }}>
          <SpaceBetween size="m">
            <Box variant="h2" tagOverride="h2">
              {audience === 'anyone' ? pageTitles[appPath] : t.refused[audience]}
            </Box>
            <Box variant="p">{t.yourRole(roleName(role))}</Box>
            <Box variant="p" color="text-body-secondary">
              {t.askOwner}
            </Box>
            <Button
              variant="primary"
              href={home}
              onFollow={(event) => {
                event.preventDefault();
                navigate(home);
              }}
            >
              {t.home}
            </Button>
          </SpaceBetween>
        </Box>
      </Container>
    </ContentLayout>
  );
}
