import { useQuery } from '@tanstack/react-query';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useSearchParams } from 'react-router';
import { hasRole } from '#shared/access/roles';
import type { DriverFile } from '#shared/fleet/driver-file';
import { formatPhone } from '#shared/fleet/phone';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ExpiryStatus } from './ExpiryStatus.tsx';
import { driverText as t } from './strings.ts';

/** Office roles read any driver's profile; everyone else his own file. */
const OFFICE_ROLE = 4;

function DriverFacts({ file }: { file: DriverFile }) {
  return (
    <Container header={<Header variant="h2" description={file.DriverID}>{file.DisplayName}</Header>}>
      <KeyValuePairs
        columns={2}
        items={[
          { label: t.phone, value: formatPhone(file.Phone) },
          { label: t.domiciles, value: file.Domicile || '—' },
          { label: t.hireDate, value: usDate(file.HireDate ?? null) },
          { label: t.originalHireDate, value: usDate(file.OriginalHireDate ?? null) },
          { label: t.termDate, value: file.TermStatus ? `${t.terminated} ${usDate(file.TermDate ?? null)}` : '—' },
          { label: t.active, value: file.Active ? t.active : t.inactive },
          { label: t.cdl, value: <ExpiryStatus date={file.cdlExpDate} /> },
          { label: t.med, value: <ExpiryStatus date={file.medExpDate} /> },
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
  const load = useQuery({
    queryKey: office ? fleetKeys.profile(userId) : fleetKeys.profile('me'),
    queryFn: () => (office ? fleetApi.driverProfile(userId) : fleetApi.myDriverFile()),
    retry: false,
  });
  return (
    <ContentLayout header={<Header variant="h1">{t.profileTitle}</Header>}>
      <Loaded query={load} feature={t.profileTitle}>
        {(file) => <DriverFacts file={file} />}
      </Loaded>
    </ContentLayout>
  );
}
