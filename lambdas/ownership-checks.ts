import type { DomainOwnership, OwnershipCheck } from './http/ownership.ts';
import { registerOwnershipCheck } from './http/ownership.ts';
import { registerStandingReader } from './http/current-standing.ts';

/** The module (under lambdas/, exporting `standingReader`) every signed-in request's caller is checked with. */
export const STANDING_READER_MODULE = 'accounts/standing-reader';

/**
 * The module (under lambdas/, exporting `ownershipCheck`) that checks each domain owner of the route
 * table. A deployed API function's entry imports only the checks of its own routes' owners, so the HTTP
 * layer carries no domain code; the local cloud, which serves every route, registers them all.
 */
export const OWNERSHIP_CHECK_MODULES: Readonly<Record<DomainOwnership, string>> = {
  room: 'chat/rooms/room-ownership',
  'upload-folder': 'uploads/upload-ownership',
  document: 'documents/document-ownership',
  submission: 'inspections/submission-ownership',
  'schedule-link': 'schedules/link-ownership',
};

/** Every domain's ownership check and the directory's standing reader, for a process that serves every route (the local cloud). */
export async function registerAllOwnershipChecks(): Promise<void> {
  registerStandingReader((await import('./accounts/standing-reader.ts')).standingReader);
  const loaded: Record<DomainOwnership, Promise<{ ownershipCheck: OwnershipCheck }>> = {
    room: import('./chat/rooms/room-ownership.ts'),
    'upload-folder': import('./uploads/upload-ownership.ts'),
    document: import('./documents/document-ownership.ts'),
    submission: import('./inspections/submission-ownership.ts'),
    'schedule-link': import('./schedules/link-ownership.ts'),
  };
  for (const [owner, module] of Object.entries(loaded) as [DomainOwnership, Promise<{ ownershipCheck: OwnershipCheck }>][]) {
    registerOwnershipCheck(owner, (await module).ownershipCheck);
  }
}
