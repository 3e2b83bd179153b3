import SpaceBetween from '@cloudscape-design/components/space-between';
import { EldMileage } from './EldMileage.tsx';
import { WeekTiles } from './WeekTiles.tsx';

/** dashboard-metrics: the week at a glance and the ELD mileage dashboard. */
export function DashboardReport() {
  return (
    <SpaceBetween size="l">
      <WeekTiles />
      <EldMileage />
    </SpaceBetween>
  );
}
