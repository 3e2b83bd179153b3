import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { useSignedIn } from '#web/auth/session-context.ts';
import { DayViewCard } from './DayViewCard.tsx';
import { DocumentAlertCard } from './DocumentAlertCard.tsx';
import { LatestPayCard } from './LatestPayCard.tsx';
import { PretripCard } from './PretripCard.tsx';
import { TimeclockCard } from './TimeclockCard.tsx';

/**
 * Drive (/driver-dashboard), the driver's home: his day (schedule and trips, a day back or forward), the
 * pre-trip inspection that starts it, his timeclock, and his latest pay, which is how he reaches his pay
 * history without an entry the spec's menus do not have.
 */
export function DriverDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSignedIn();
  const hasDriverId = Boolean(user.driverId) && user.driverId !== DEFAULT_DRIVER_ID;
  return (
    <ContentLayout header={<Header variant="h1">{t('drive.title')}</Header>}>
      <SpaceBetween size="l">
        {hasDriverId && <DocumentAlertCard />}
        {hasDriverId && <DayViewCard />}
        <PretripCard />
        {hasDriverId && <TimeclockCard />}
        {hasDriverId && <LatestPayCard />}
      </SpaceBetween>
    </ContentLayout>
  );
}
