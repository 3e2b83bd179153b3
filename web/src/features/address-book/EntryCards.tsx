import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Link from '@cloudscape-design/components/link';
import type { AddressBookKind } from '#shared/address-book/address-book-api';
import { formatPhone } from '#shared/validation/us-phone';
import type { AddressBookEntry } from '#web/api/address-book.ts';
import { addressBookText as t } from './strings.ts';

export const addressLine = (e: AddressBookEntry): string => [e.street, [e.city, [e.state, e.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');

/** The phone as a link a driver taps to call, shown (xxx) xxx-xxxx; its whole line is the tap target. */
export function PhoneLink({ phone }: { phone: string }) {
  const shown = formatPhone(phone);
  return phone ? <span className="fd-tap-link"><Link href={`tel:+1${phone}`} ariaLabel={t.call(shown)}>{shown}</Link></span> : <>{shown}</>;
}

/** The phone-width list: one card an entry, nothing wider than the screen. */
export function EntryCards({ kind, entries }: { kind: AddressBookKind; entries: AddressBookEntry[] }) {
  return (
    <Cards
      items={entries}
      trackBy="entryId"
      cardsPerRow={[{ cards: 1 }]}
      empty={<Box textAlign="center">{t.empty(kind)}</Box>}
      cardDefinition={{
        header: (e) => e.name,
        sections: [
          { id: 'phone', header: t.phone, content: (e) => <PhoneLink phone={e.phone} /> },
          { id: 'emails', header: t.emails, content: (e) => (e.emails.length ? e.emails.map((m) => <div key={m} className="fd-tap-link"><Link href={`mailto:${m}`}>{m}</Link></div>) : '—') },
          { id: 'address', header: t.address, content: (e) => addressLine(e) || '—' },
          { id: 'notes', header: t.notes, content: (e) => e.notes || '—' },
        ],
      }}
    />
  );
}
