import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { hasRole } from '#shared/access/roles';
import type { BoardDriver, CopyResult, PublishResult, SavedEntry, WeekBoard } from '#shared/schedules/api';
import { usDay, weekdayDay } from '#shared/schedules/format';
import { addDays } from '#shared/schedules/week';
import { scheduleApi } from '#web/api/schedules.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { CopyOutcome } from './CopyOutcome.tsx';
import { EntryModal, type EntryTarget } from './EntryModal.tsx';
import { EntrySummary } from './EntrySummary.tsx';
import { scheduleKeys } from './query-keys.ts';
import { scheduleText } from './strings.ts';

const t = scheduleText.board;
/** Dispatch and above change the week; the shop only reads it. */
const DISPATCH = 3;

function Board({ board, onEdit }: { board: WeekBoard; onEdit: ((target: EntryTarget) => void) | null }) {
  const byCell = new Map(board.entries.map((e) => [`${e.DriverID}|${e.day}`, e]));
  return (
    <Table<BoardDriver>
      items={board.drivers}
      trackBy="DriverID"
      variant="container"
      stickyHeader
      wrapLines
      ariaLabels={{ tableLabel: t.title }}
      empty={<Box>{t.empty}</Box>}
      columnDefinitions={[
        { id: 'driver', header: t.driver, cell: (d) => <Box><Box fontWeight="bold">{d.name}</Box><Box fontSize="body-s" color="text-body-secondary">{d.DriverID}{d.Domicile ? ` · ${d.Domicile}` : ''}</Box></Box> },
        ...board.days.map((day) => ({
          id: day,
          header: weekdayDay(day),
          cell: (d: BoardDriver) => {
            const entry = byCell.get(`${d.DriverID}|${day}`);
            const open = () => onEdit?.({ DriverID: d.DriverID, name: d.name, day, entry });
            if (!onEdit) return entry ? <EntrySummary entry={entry} /> : null;
            return entry
              // Named by its content, the driver and day first (hidden), so the name holds the text shown (WCAG 2.5.3).
              ? <Button variant="inline-link" onClick={open}><span className="fd-visually-hidden">{`${d.name} ${weekdayDay(day)}: `}</span><EntrySummary entry={entry} /></Button>
              : <Button variant="inline-link" ariaLabel={`${t.add} ${d.name} ${weekdayDay(day)}`} onClick={open}>{t.add}</Button>;
          },
        })),
      ]}
    />
  );
}

/** What publishing did, with each driver not told in chat and why, so the office can reach him another way. */
function publishNotice(result: PublishResult): string {
  const missed = result.notTold.map((d) => `${d.name} (${t.notToldReasons[d.reason]})`);
  return missed.length > 0 ? `${t.published(result)} ${t.notTold(missed)}` : t.published(result);
}

/** A saved day's tractor warnings: the save went through, dispatch reads what to see to. */
function SavedWarnings({ saved, names, onDismiss }: { saved: SavedEntry; names: ReadonlyMap<string, string>; onDismiss: () => void }) {
  return (
    <Alert type="warning" dismissible onDismiss={onDismiss} header={t.savedWithWarnings(names.get(saved.DriverID) ?? saved.DriverID, weekdayDay(saved.day))}>
      <ul>{saved.warnings.map((w) => <li key={w.message}>{w.message}</li>)}</ul>
    </Alert>
  );
}

/** Dispatch's week board (/schedule-tools): drivers × 7 days, edit a day, copy the week, publish it. */
export function WeekBoardPage() {
  const { user } = useSignedIn();
  const mayChange = hasRole(user.role, DISPATCH);
  const queries = useQueryClient();
  const [week, setWeek] = useState('');
  const [editing, setEditing] = useState<EntryTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [warned, setWarned] = useState<SavedEntry | null>(null);
  const [copied, setCopied] = useState<CopyResult | null>(null);
  const load = useQuery({ queryKey: scheduleKeys.week(week), queryFn: () => scheduleApi.week(week || undefined) });
  const refresh = () => queries.invalidateQueries({ queryKey: scheduleKeys.all });
  const copy = useMutation({
    mutationFn: (from: string) => scheduleApi.copy(from, addDays(from, 7)),
    onSuccess: (r) => { setNotice(null); setCopied(r); return refresh(); },
  });
  const shown = load.data?.week ?? week;

  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <Loaded query={load} feature={scheduleText.loadFailed}>
        {(board) => (
          <SpaceBetween size="m">
            <Header
              variant="h2"
              description={board.drafts > 0 ? t.drafts(board.drafts) : t.nothingToPublish}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button iconName="angle-left" onClick={() => setWeek(addDays(shown, -7))}>{t.previous}</Button>
                  <Button onClick={() => setWeek('')}>{t.thisWeek}</Button>
                  <Button iconName="angle-right" onClick={() => setWeek(addDays(shown, 7))}>{t.next}</Button>
                  {mayChange && <Button loading={copy.isPending} onClick={() => copy.mutate(board.week)}>{t.copy}</Button>}
                  {mayChange && <Button variant="primary" disabled={board.drafts === 0} onClick={() => setConfirming(true)}>{t.publish}</Button>}
                </SpaceBetween>
              }
            >
              {t.weekOf(usDay(board.week))}
            </Header>
            {notice && <Alert type="success" dismissible onDismiss={() => setNotice(null)}>{notice}</Alert>}
            {copied && <CopyOutcome result={copied} onDismiss={() => setCopied(null)} />}
            {warned && <SavedWarnings saved={warned} names={new Map(board.drivers.map((d) => [d.DriverID, d.name]))} onDismiss={() => setWarned(null)} />}
            {copy.isError && <Alert type="error">{copy.error.message}</Alert>}
            <Board board={board} onEdit={mayChange ? setEditing : null} />
            {confirming && (
              <ConfirmDialog
                header={t.publishHeader}
                action={t.publish}
                onClose={() => setConfirming(false)}
                onConfirm={async () => {
                  const result = await scheduleApi.publish(board.week);
                  setCopied(null);
                  setNotice(publishNotice(result));
                  await refresh();
                }}
              >
                {t.publishBody(board.drafts, board.draftDrivers)}
              </ConfirmDialog>
            )}
          </SpaceBetween>
        )}
      </Loaded>
      {editing && (
        <EntryModal
          target={editing}
          onClose={() => setEditing(null)}
          onDone={(saved) => { setEditing(null); setWarned(saved && saved.warnings.length > 0 ? saved : null); void refresh(); }}
        />
      )}
    </ContentLayout>
  );
}
