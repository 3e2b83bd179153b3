import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_USAGE_WEEKS, type UsageView } from '#shared/company/usage';
import { getCompanyUsage } from '#web/api/company-setup.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { setupKeys } from './query-keys.ts';
import { setupText } from './strings.ts';

const t = setupText.usage;
const UsageChart = lazy(() => import('./UsageChart.tsx').then((m) => ({ default: m.UsageChart })));
const WEEK_CHOICES = [4, 12, 26].map((n) => ({ value: String(n), label: t.weeksOption(n) }));

interface PageRow { key: string; path: string; role: number; count: number }

/** Each page and role over the weeks shown: the sum of its weekly counts. */
function pageRows(usage: UsageView): PageRow[] {
  const rows = new Map<string, PageRow>();
  for (const row of usage.weeks.flatMap((w) => w.rows)) {
    const key = `${row.path}|${row.role}`;
    const found = rows.get(key) ?? { key, path: row.path, role: row.role, count: 0 };
    found.count += row.count;
    rows.set(key, found);
  }
  return [...rows.values()];
}

const columns: DataColumn<PageRow>[] = [
  { id: 'path', header: t.columns.path, cell: (r) => r.path, sortKey: (r) => r.path, text: (r) => r.path },
  { id: 'role', header: t.columns.role, cell: (r) => t.roleOf(r.role), sortKey: (r) => r.role, text: (r) => t.roleOf(r.role) },
  { id: 'count', header: t.columns.count, cell: (r) => r.count.toLocaleString('en-US'), sortKey: (r) => r.count },
];

/** `/company-setup/index-analytics-version` (role 1): pages opened by role, week by week, from the navigation log. */
export function UsagePage() {
  const navigate = useNavigate();
  const [weeks, setWeeks] = useState(DEFAULT_USAGE_WEEKS);
  const usage = useQuery({ queryKey: setupKeys.usage(weeks), queryFn: () => getCompanyUsage(weeks) });
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t.description}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Select
                selectedOption={WEEK_CHOICES.find((c) => c.value === String(weeks)) ?? WEEK_CHOICES[1]!}
                options={WEEK_CHOICES}
                ariaLabel={t.weeks}
                onChange={({ detail }) => setWeeks(Number(detail.selectedOption.value))}
              />
              <Button onClick={() => navigate('/company-setup')}>{t.back}</Button>
            </SpaceBetween>
          }
        >
          {t.title}
        </Header>
      }
    >
      <Loaded query={usage} feature={t.feature}>
        {(view) => (
          <SpaceBetween size="l">
            <Container header={<Header variant="h2">{t.chartHeader}</Header>}>
              <Suspense fallback={<Spinner />}>
                <UsageChart usage={view} />
              </Suspense>
            </Container>
            <DataTable
              items={pageRows(view)}
              columns={columns}
              trackBy="key"
              filterNoun="pages"
              empty={t.empty}
              defaultSort={{ column: 'count', descending: true }}
              header={<Header variant="h2">{t.tableHeader}</Header>}
              ariaLabel={t.tableHeader}
              footer={(shown) => (
                <Box fontWeight="bold" data-testid="usage-total">
                  {t.total}: {shown.reduce((sum, r) => sum + r.count, 0).toLocaleString('en-US')}
                </Box>
              )}
            />
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
