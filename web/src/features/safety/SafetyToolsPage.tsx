import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { defaultSince, MAX_SAFETY_EVENTS, MAX_SINCE_DAYS, type NamedItem } from '#shared/integrations/safety';
import { ApiError } from '#web/api/client.ts';
import { useSafetyEvents, useSafetyReference, useSafetySummary } from '#web/api/safety.ts';
import { DataTable } from '#web/components/DataTable.tsx';
import { DateField } from '#web/components/DateField.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { isWholeDay, type TypedDay } from '#web/components/typed-day.ts';
import { SafetyEventDetail } from './SafetyEventDetail.tsx';
import { eventColumns, summaryColumns, SummaryTotal } from './safety-columns.tsx';
import { safetyText } from './strings.ts';

const t = safetyText;
const DAY_MS = 86_400_000;

/** Only a whole date inside the allowed window counts. */
function sinceOf(day: TypedDay): string | null {
  if (!isWholeDay(day)) return null;
  const iso = day;
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms) || ms < Date.now() - MAX_SINCE_DAYS * DAY_MS || ms > Date.now()) return null;
  return iso;
}

function NamedList({ title, items }: { title: string; items: NamedItem[] }) {
  return (
    <div>
      <Header variant="h3" counter={`(${items.length})`}>{title}</Header>
      <ul>{items.map((i) => <li key={`${i.id}-${i.name}`}>{i.name}</li>)}</ul>
    </div>
  );
}

/** `/safety-tools` (role ≤ 4): the camera provider's safety events, per driver and tractor, and its lists. */
export function SafetyToolsPage() {
  const navigate = useNavigate();
  const [input, setInput] = useState<TypedDay>(defaultSince);
  const [since, setSince] = useState(defaultSince);
  const [tab, setTab] = useState('events');
  const [openId, setOpenId] = useState<string | null>(null);
  const events = useSafetyEvents(since);
  const summary = useSafetySummary(since, tab === 'drivers' || tab === 'tractors');
  const reference = useSafetyReference(tab === 'reference');
  const columns = useMemo(() => eventColumns((e) => setOpenId(e.eventId)), []);
  const notConnected = events.error instanceof ApiError && events.error.status === 422;
  const sinceError = isWholeDay(input) && !sinceOf(input) ? t.sinceHint : undefined;

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t.description} actions={<Button onClick={() => navigate('/logout/lytx-tools')}>{t.signOut}</Button>}>
          {t.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DateField
          label={t.since}
          description={t.sinceHint}
          error={sinceError}
          value={input}
          onChange={(day) => {
            setInput(day);
            const next = sinceOf(day);
            if (next) setSince(next);
          }}
        />
        {notConnected ? (
          <Alert type="info">{events.error?.message}</Alert>
        ) : (
          <Loaded query={events} feature={t.feature}>
            {(answer) => (
              <SpaceBetween size="m">
                {answer.capped && <Alert type="warning" data-testid="safety-capped">{t.capped(MAX_SAFETY_EVENTS)}</Alert>}
                <Tabs
                  activeTabId={tab}
                  onChange={({ detail }) => setTab(detail.activeTabId)}
                  tabs={[
                    {
                      id: 'events', label: t.tabs.events,
                      content: (
                        <DataTable
                          items={answer.events}
                          columns={columns}
                          trackBy="eventId"
                          filterNoun="events"
                          empty={t.empty}
                          defaultSort={{ column: 'lastUpdatedAt', descending: true }}
                          header={<Header variant="h2" counter={`(${answer.events.length})`}>{t.eventsHeader}</Header>}
                          ariaLabel={t.eventsHeader}
                          preferencesKey="safety-events"
                        />
                      ),
                    },
                    ...(['drivers', 'tractors'] as const).map((kind) => ({
                      id: kind, label: t.tabs[kind],
                      content: (
                        <Loaded query={summary} feature={t.feature}>
                          {(view) => (
                            <DataTable
                              items={view[kind]}
                              columns={summaryColumns}
                              trackBy={(r) => r.id || 'unmatched'}
                              filterNoun={kind}
                              empty={t.empty}
                              pageSize={100}
                              defaultSort={{ column: 'events', descending: true }}
                              header={<Header variant="h2">{kind === 'drivers' ? t.driversHeader : t.tractorsHeader}</Header>}
                              ariaLabel={kind === 'drivers' ? t.driversHeader : t.tractorsHeader}
                              footer={(shown) => <SummaryTotal rows={shown} />}
                            />
                          )}
                        </Loaded>
                      ),
                    })),
                    {
                      id: 'reference', label: t.tabs.reference,
                      content: (
                        <Loaded query={reference} feature={t.feature}>
                          {(lists) => (
                            <Container>
                              <ColumnLayout columns={3} variant="text-grid">
                                {(['vehicles', 'videoVehicles', 'triggers', 'statuses', 'behaviours'] as const).map((key) => (
                                  <NamedList key={key} title={t.reference[key]} items={lists[key]} />
                                ))}
                              </ColumnLayout>
                            </Container>
                          )}
                        </Loaded>
                      ),
                    },
                  ]}
                />
              </SpaceBetween>
            )}
          </Loaded>
        )}
      </SpaceBetween>
      <SafetyEventDetail eventId={openId} onClose={() => setOpenId(null)} />
    </ContentLayout>
  );
}
