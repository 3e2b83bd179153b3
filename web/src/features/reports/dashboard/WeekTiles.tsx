import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router';
import type { DashboardTile } from '#shared/reports/dashboard-api';
import { dashboardApi, dashboardKeys } from '#web/api/dashboard.ts';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { dashboardText as t } from './strings.ts';

function valueText(tile: DashboardTile, value: number | null | undefined): string {
  if (value === null || value === undefined) return t.noData;
  if (tile.unit === 'dollars' || tile.unit === 'dollarsPerMile') return usd(value);
  if (tile.unit === 'miles') return milesText(value);
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

function Tile({ tile }: { tile: DashboardTile }) {
  const navigate = useNavigate();
  return (
    <div data-tile={tile.key}>
      <Box variant="awsui-key-label">{t.tiles[tile.key]}</Box>
      <div>
        <Link
          variant="awsui-value-large"
          href={tile.path}
          ariaLabel={`${t.tiles[tile.key]}: ${valueText(tile, tile.value)}`}
          onFollow={(event) => {
            event.preventDefault();
            navigate(tile.path);
          }}
        >
          <span data-value>{valueText(tile, tile.value)}</span>
        </Link>
      </div>
      {t.tileDescriptions[tile.key] && <Box variant="small" display="block" padding={{ top: 'xs' }} color="text-body-secondary" data-testid={`tile-description-${tile.key}`}>{t.tileDescriptions[tile.key]}</Box>}
      {tile.previous !== undefined && <Box variant="small" display="block" padding={{ top: 'xs' }} color="text-body-secondary">{t.lastWeek(valueText(tile, tile.previous))}</Box>}
    </div>
  );
}

/** The week at a glance: each figure links to the page whose number it is. */
export function WeekTiles() {
  const load = useQuery({ queryKey: dashboardKeys.week(''), queryFn: () => dashboardApi.week() });
  return (
    <Loaded query={load} feature={t.weekHeader}>
      {(view) => (
        <Container header={<Header variant="h2" description={view.weekEnding ? t.weekOf(usDate(view.weekEnding)) : t.noRun}>{t.weekHeader}</Header>}>
          <ColumnLayout columns={4} variant="text-grid" minColumnWidth={260}>
            {view.tiles.map((tile) => <Tile key={tile.key} tile={tile} />)}
          </ColumnLayout>
        </Container>
      )}
    </Loaded>
  );
}
