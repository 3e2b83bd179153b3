import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { isDriverRole } from '#shared/access/roles';
import { companyDisplayName } from '#shared/access/session';
import { roleName } from '#web/auth/role-name.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { text } from '#web/strings.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ownAccountText as own } from './strings.ts';

/** Who is signed in, as the API knows him, and his own password change. */
export function AccountPage() {
  const { user, company } = useSignedIn();
  const navigate = useNavigate();
  return (
    <ContentLayout header={<Header variant="h1">{text.account.header}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <KeyValuePairs
            columns={2}
            items={[
              { label: text.account.email, value: user.email },
              { label: text.account.displayName, value: user.displayName },
              { label: text.account.company, value: companyDisplayName(company) ?? text.account.noCompany },
              { label: text.account.role, value: roleName(user.role) },
              ...(user.roleLabel ? [{ label: own.roleLabel, value: `${user.roleLabel} (${user.accessCode ?? ''})` }] : []),
              { label: own.status, value: own.active },
              // Only a driver has a driver id of his own; office users carry the default, which means nothing to them.
              ...(isDriverRole(user.role) ? [{ label: text.account.driverId, value: user.driverId }] : []),
              {
                label: text.profile.header,
                value: (
                  <Link
                    href="/user-profile"
                    onFollow={(event) => {
                      event.preventDefault();
                      navigate('/user-profile');
                    }}
                  >
                    {text.account.editProfile}
                  </Link>
                ),
              },
            ]}
          />
        </Container>
        <ChangePasswordForm />
      </SpaceBetween>
    </ContentLayout>
  );
}
