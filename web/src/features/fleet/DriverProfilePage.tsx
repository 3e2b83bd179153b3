import { useQuery } from '@tanstack/react-query';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasRole } from '#shared/access/roles';
import type { DriverFile } from '#shared/fleet/driver-file';
import { formatPhone } from '#shared/validation/us-phone';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ExpiryStatus } from './ExpiryStatus.tsx';
import { LanguageChoice } from './LanguageChoice.tsx';

/** Office roles read any driver's profile; everyone else his own file. */
const OFFICE_ROLE = 4;

function DriverFacts({ file }: { file: DriverFile }) {
  const { t } = useTranslation();
  return (
    <Container header={<Header variant="h2" description={file.DriverID}>{file.DisplayName}</Header>}>
      <KeyValuePairs
        columns={2}
        items={[
          { label: t('profile.phone'), value: formatPhone(file.Phone) },
          { label: t('profile.domiciles'), value: file.Domicile || '—' },
          { label: t('profile.hireDate'), value: usDate(file.HireDate ?? null) },
          { label: t('profile.originalHireDate'), value: usDate(file.OriginalHireDate ?? null) },
          { label: t('profile.termDate'), value: file.TermStatus ? `${t('profile.terminated')} ${usDate(file.TermDate ?? null)}` : '—' },
          { label: t('profile.active'), value: file.Active ? t('profile.active') : t('profile.inactive') },
          { label: t('profile.cdl'), value: <ExpiryStatus date={file.cdlExpDate} /> },
          { label: t('profile.med'), value: <ExpiryStatus date={file.medExpDate} /> },
        ]}
      />
    </Container>
  );
}

/** /driver-profile?userId=: a driver's file facts for the office; a driver sees his own file whatever the link names. */
export function DriverProfilePage() {
  const { user } = useSignedIn();
  const [search] = useSearchParams();
  const userId = search.get('userId') ?? user.uid;
  const office = hasRole(user.role, OFFICE_ROLE);
  const { t } = useTranslation();
  const load = useQuery({
    queryKey: office ? fleetKeys.profile(userId) : fleetKeys.profile('me'),
    queryFn: () => (office ? fleetApi.driverProfile(userId) : fleetApi.myDriverFile()),
    retry: false,
  });
  return (
    <ContentLayout header={<Header variant="h1">{t('profile.title')}</Header>}>
      <SpaceBetween size="l">
        <Loaded query={load} feature={t('profile.title')}>
          {(file) => <DriverFacts file={file} />}
        </Loaded>
        {/* His own language only: the office reading a driver's file does not choose it for him. */}
        {!office && <LanguageChoice />}
      </SpaceBetween>
    </ContentLayout>
  );
}
