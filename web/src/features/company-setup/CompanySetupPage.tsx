import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getCompanySetup } from '#web/api/company-setup.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { FeedKeysPanel } from '#web/features/telematics/FeedKeysPanel.tsx';
import { IntegrationsSection } from './IntegrationsSection.tsx';
import { PayrollSection } from './PayrollSection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { setupKeys } from './query-keys.ts';
import { setupText as t } from './strings.ts';

/** `/company-setup` (role 1): the profile, the approved fuel vendors, the connected systems and the telematics feed keys. */
export function CompanySetupPage() {
  const navigate = useNavigate();
  const setup = useQuery({ queryKey: setupKeys.setup, queryFn: getCompanySetup });
  const name = setup.data?.profile.companyName;
  return (
    <ContentLayout
      header={
        <Header variant="h1" actions={<Button onClick={() => navigate('/company-setup/index-analytics-version')}>{t.usageLink}</Button>}>
          {name ? t.titleOf(name) : t.title}
        </Header>
      }
    >
      <Loaded query={setup} feature={t.feature}>
        {({ profile }) => (
          <SpaceBetween size="l">
            <ProfileForm profile={profile} onSaved={() => void setup.refetch()} onReload={() => void setup.refetch()} />
            <PayrollSection afpVendors={profile.afpVendors} onSaved={() => void setup.refetch()} />
            <IntegrationsSection />
            <FeedKeysPanel />
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
