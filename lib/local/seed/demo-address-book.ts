import { normalizeEntry, type EntryBody } from '#shared/address-book/address-book-api';
import { addressBookEntryEntity } from '#lambdas/data/entities/address-book-entry';
import type { DemoCompany } from './demo-companies.ts';

type DemoEntry = Pick<EntryBody, 'kind' | 'name' | 'phone'> & Partial<Pick<EntryBody, 'emails' | 'street' | 'city' | 'state' | 'zip' | 'notes'>>;

/** Red Mesa's vendors, shops and customers around its Phoenix, El Paso and Albuquerque domiciles. */
const RED_MESA_BOOK: DemoEntry[] = [
  { kind: 'vendor', name: 'Pilot Flying J', phone: '8655880101', emails: ['fleet@pilot.example'], street: '5508 Lonas Dr', city: 'Knoxville', state: 'TN', zip: '37909', notes: 'Fuel card network' },
  { kind: 'vendor', name: "Love's Travel Stops", phone: '4057514000', emails: ['fleet@loves.example', ' billing@loves.example '], city: 'Oklahoma City', state: 'OK' },
  { kind: 'vendor', name: 'Southwest Tire Supply', phone: '6025550142', emails: ['orders@swtire.example'], street: '3100 W Buckeye Rd', city: 'Phoenix', state: 'AZ', zip: '85009' },
  { kind: 'vendor', name: 'Desert Parts Warehouse', phone: '9155550177', city: 'El Paso', state: 'TX', zip: '79907' },
  { kind: 'shop', name: 'Valley Truck Repair', phone: '6025550188', emails: ['service@valleytruck.example'], street: '4420 S 35th Ave', city: 'Phoenix', state: 'AZ', zip: '85041', notes: 'PM A/B, open 6-22' },
  { kind: 'shop', name: 'Rio Grande Diesel', phone: '9155550123', emails: ['shop@riograndediesel.example'], street: '9800 Gateway Blvd E', city: 'El Paso', state: 'TX', zip: '79927' },
  { kind: 'shop', name: 'Duke City Fleet Service', phone: '5055550166', street: '3401 Broadway Blvd SE', city: 'Albuquerque', state: 'NM', zip: '87105' },
  { kind: 'shop', name: 'Mobile Tire 24/7', phone: '4805550199', notes: 'Road service along I-10 and I-40' },
  { kind: 'customer', name: 'Sonoran Produce Co.', phone: '5205550110', emails: ['shipping@sonoranproduce.example'], street: '1750 N Grand Ave', city: 'Nogales', state: 'AZ', zip: '85621' },
  { kind: 'customer', name: 'Mesa Building Materials', phone: '4805550131', emails: ['dock@mesabuild.example'], city: 'Mesa', state: 'AZ', zip: '85210' },
  { kind: 'customer', name: 'High Desert Beverages', phone: '5055550152', emails: ['logistics@hdbev.example'], street: '600 Jefferson St NE', city: 'Albuquerque', state: 'NM', zip: '87109' },
  { kind: 'customer', name: 'Borderland Auto Parts', phone: '9155550173', city: 'El Paso', state: 'TX', zip: '79936' },
];

const BLUE_RIDGE_BOOK: DemoEntry[] = [
  { kind: 'vendor', name: 'Piedmont Fuel Supply', phone: '3365550101', city: 'Greensboro', state: 'NC' },
  { kind: 'shop', name: 'Blue Ridge Truck Center', phone: '8285550102', city: 'Asheville', state: 'NC', zip: '28806' },
];

const BOOKS: Record<string, DemoEntry[]> = { 'red-mesa-freight': RED_MESA_BOOK, 'blue-ridge-carriers': BLUE_RIDGE_BOOK };

/** The demo's address books, stored as the API stores them (normalized); ids fixed so a restart rewrites, not adds. */
export async function seedAddressBook(company: DemoCompany): Promise<void> {
  const book = BOOKS[company.companyId] ?? [];
  if (book.length === 0) return;
  const items = book.map((entry, i) => {
    const body: EntryBody = { emails: [], street: '', city: '', state: '', zip: '', notes: '', ...entry };
    return { companyId: company.companyId, entryId: `${entry.kind}-demo${String(i + 1).padStart(4, '0')}`, ...normalizeEntry(body), updatedBy: 'Demo', version: 1 };
  });
  await addressBookEntryEntity().put(items).go();
}
