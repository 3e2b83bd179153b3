import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState, type ReactNode } from 'react';
import type { ScheduleLinkState, ScheduleLinkView } from '#shared/schedules/api';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { usDateTime } from '#web/components/format.ts';

/** The table's words: the driver's in his language, the office's in English. */
export interface ScheduleLinksText {
  title: string;
  empty: string;
  driver: string;
  state: string;
  made: string;
  expires: string;
  states: Record<ScheduleLinkState, string>;
  /** Under a withdrawn link's state: when, and (for the office) by whom. */
  withdrawnOn: (when: string, by: string) => string;
  withdraw: string;
  /** The withdraw button's accessible name, so each row's button says which link it withdraws. */
  withdrawNamed: (made: string) => string;
  confirmHeader: string;
  confirmBody: string;
  cancel: string;
  close: string;
}

interface ScheduleLinksTableProps {
  header: ReactNode;
  links: readonly ScheduleLinkView[];
  text: ScheduleLinksText;
  /** The office sees each link's driver and who made it; the driver's own table leaves both out. */
  office?: boolean;
  onWithdraw: (linkId: string) => Promise<unknown>;
}

const STATUS = { live: 'success', expired: 'stopped', revoked: 'stopped' } as const;

/** Schedule links, newest first, each live one with a withdraw action that asks first. Never a token: the lists hold none. */
export function ScheduleLinksTable({ header, links, text, office = false, onWithdraw }: ScheduleLinksTableProps) {
  const [asking, setAsking] = useState<ScheduleLinkView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => { setAsking(null); setFailure(null); };
  const withdraw = async (link: ScheduleLinkView) => {
    setBusy(true);
    setFailure(null);
    try {
      await onWithdraw(link.linkId);
      setAsking(null);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const columns: DataColumn<ScheduleLinkView>[] = [
    ...(office ? [{ id: 'driver', header: text.driver, cell: (l: ScheduleLinkView) => `${l.driverName} (${l.DriverID})`, sortKey: (l: ScheduleLinkView) => l.driverName }] : []),
    {
      id: 'state', header: text.state, cell: (l) => (
        <SpaceBetween size="xxxs">
          <StatusIndicator type={STATUS[l.state]}>{text.states[l.state]}</StatusIndicator>
          {l.revokedAt ? <Box fontSize="body-s" color="text-body-secondary">{text.withdrawnOn(usDateTime(l.revokedAt), office ? l.revokedBy ?? '' : '')}</Box> : null}
        </SpaceBetween>
      ),
    },
    { id: 'made', header: text.made, cell: (l) => (office ? `${usDateTime(l.createdAt)}, ${l.createdBy}` : usDateTime(l.createdAt)), sortKey: (l) => l.createdAt },
    { id: 'expires', header: text.expires, cell: (l) => usDateTime(l.expiresAt), sortKey: (l) => l.expiresAt },
    {
      id: 'action', header: '', cell: (l) => (l.state === 'live'
        ? <Button variant="inline-link" ariaLabel={text.withdrawNamed(usDateTime(l.createdAt))} onClick={() => setAsking(l)}>{text.withdraw}</Button>
        : null),
    },
  ];
  return (
    <>
      <DataTable header={header} items={links} columns={columns} trackBy="linkId" empty={text.empty} ariaLabel={text.title} defaultSort={{ column: 'made', descending: true }} />
      {asking && (
        <Modal
          visible
          onDismiss={close}
          header={text.confirmHeader}
          closeAriaLabel={text.close}
          footer={
            <Box float="right">
              <SpaceBetween size="xs" direction="horizontal">
                <Button variant="link" onClick={close}>{text.cancel}</Button>
                <Button variant="primary" loading={busy} onClick={() => void withdraw(asking)}>{text.withdraw}</Button>
              </SpaceBetween>
            </Box>
          }
        >
          <SpaceBetween size="s">
            <Box>{text.confirmBody}</Box>
            {failure && <Alert type="error">{failure}</Alert>}
          </SpaceBetween>
        </Modal>
      )}
    </>
  );
}
