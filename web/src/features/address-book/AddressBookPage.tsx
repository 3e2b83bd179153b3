import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { ADDRESS_BOOK_KINDS, type AddressBookKind } from '#shared/address-book/address-book-api';
import { hasRole } from '#shared/access/roles';
import { addressBookApi, addressBookKeys, listAddressBook, type AddressBookEntry } from '#web/api/address-book.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { NARROW_SCREEN, useMediaQuery } from '#web/app/layouts/use-media-query.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { addressLine, EntryCards, PhoneLink } from './EntryCards.tsx';
import { EntryEditor } from './EntryEditor.tsx';
import { addressBookText as t } from './strings.ts';

/** The office keeps the book (role ≤ 4, as the API allows); everyone reads it. */
const KEEPER_ROLE = 4;

type Editing = { kind: AddressBookKind; entry: AddressBookEntry | null } | null;

/** /company-address-book: vendors, shops and customers in three tabs; cards on a phone, a table elsewhere. */
export function AddressBookPage() {
  const { user } = useSignedIn();
  const keeper = hasRole(user.role, KEEPER_ROLE);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const queries = useQueryClient();
  const load = useQuery({ queryKey: addressBookKeys.all, queryFn: listAddressBook });
  const [tab, setTab] = useState<AddressBookKind>('vendor');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AddressBookEntry | null>(null);
  const changed = () => queries.invalidateQueries({ queryKey: addressBookKeys.all });

  const list = (kind: AddressBookKind, entries: AddressBookEntry[]) => {
    const mine = entries.filter((e) => e.kind === kind);
    if (narrow) return <EntryCards kind={kind} entries={mine} />;
    return (
      <DataTable
        items={mine}
        trackBy="entryId"
        filterNoun={t.filterNoun}
        preferencesKey={`address-book-${kind}`}
        defaultSort={{ column: 'name' }}
        empty={<Box textAlign="center">{t.empty(kind)}</Box>}
        header={
          <Header counter={`(${mine.length})`} actions={keeper ? <Button onClick={() => setEditing({ kind, entry: null })}>{t.add(kind)}</Button> : undefined}>
            {t.tabs[kind]}
          </Header>
        }
        columns={[
          { id: 'name', header: t.name, cell: (e) => e.name, sortKey: (e) => e.name, text: (e) => e.name },
          { id: 'phone', header: t.phone, cell: (e) => <PhoneLink phone={e.phone} />, text: (e) => e.phone },
          { id: 'emails', header: t.emails, cell: (e) => e.emails.join(', ') || '—', text: (e) => e.emails.join(' ') },
          { id: 'address', header: t.address, cell: (e) => addressLine(e) || '—', sortKey: (e) => `${e.state} ${e.city}`, text: addressLine },
          { id: 'notes', header: t.notes, cell: (e) => e.notes || '—', text: (e) => e.notes },
          ...(keeper
            ? [{
                id: 'actions',
                header: t.actions,
                cell: (e: AddressBookEntry) => (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button variant="inline-link" onClick={() => setEditing({ kind, entry: e })}>{t.edit}</Button>
                    <Button variant="inline-link" onClick={() => setRemoving(e)}>{t.remove}</Button>
                  </SpaceBetween>
                ),
              }]
            : []),
        ]}
      />
    );
  };

  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.header}</Header>}>
      <Loaded query={load} feature={t.feature}>
        {(entries) => (
          <Tabs
            activeTabId={tab}
            onChange={({ detail }) => setTab(detail.activeTabId as AddressBookKind)}
            tabs={ADDRESS_BOOK_KINDS.map((kind) => ({ id: kind, label: t.tabs[kind], content: list(kind, entries) }))}
          />
        )}
      </Loaded>
      {editing && (
        <EntryEditor
          kind={editing.kind}
          entry={editing.entry}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog header={t.removeHeader} action={t.remove} onClose={() => setRemoving(null)} onConfirm={async () => { await addressBookApi.remove(removing.entryId); await changed(); }}>
          {t.removeBody(removing.name)}
        </ConfirmDialog>
      )}
    </ContentLayout>
  );
}
