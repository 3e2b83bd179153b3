import type { DomainOwnership, OwnershipCheck } from './http/ownership.ts';
import { registerOwnershipCheck } from './http/ownership.ts';

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
};

/** Every domain's ownership check, for a process that serves every route (the local cloud). */
export async function registerAllOwnershipChecks(): Promise<void> {
  const loaded: Record<DomainOwnership, Promise<{ ownershipCheck: OwnershipCheck }>> = {
    room: import('./chat/rooms/room-ownership.ts'),
    'upload-folder': import('./uploads/upload-ownership.ts'),
    document: import('./documents/document-ownership.ts'),
    submission: import('./inspections/submission-ownership.ts'),
  };
  for (const [owner, module] of Object.entries(loaded) as [DomainOwnership, Promise<{ ownershipCheck: OwnershipCheck }>][]) {
    registerOwnershipCheck(owner, (await module).ownershipCheck);
  }
}
