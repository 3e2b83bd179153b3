import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

const SHOP_MANAGER = 4;
const READ_WRITE = { table: 'readWrite' } as const;

/** The company address book: vendors, shops and customers. Everyone reads it; the office (role ≤ 4) keeps it. */
export const addressBookRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/address-book', handler: 'address-book/list-entries', minRole: ANY_SIGNED_IN, scope: 'company',
    summary: 'The address book (vendors, shops, customers), `?kind=` one list', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/address-book', handler: 'address-book/create-entry', minRole: SHOP_MANAGER, scope: 'company',
    summary: 'Add a vendor, shop or customer (vendor names upper-cased, phone as 10 digits, e-mails trimmed)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/address-book/{entryId}', handler: 'address-book/update-entry', minRole: SHOP_MANAGER, scope: 'company',
    summary: 'Edit an address book entry (version lock)', access: READ_WRITE,
  },
  {
    method: 'DELETE', path: '/address-book/{entryId}', handler: 'address-book/delete-entry', minRole: SHOP_MANAGER, scope: 'company',
    summary: 'Remove an address book entry', access: READ_WRITE,
  },
];
