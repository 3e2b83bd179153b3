import { Navigate } from 'react-router';
import { homePathFor } from '#shared/access/layout-choice';
import { Role, type RoleNumber } from '#shared/access/roles';
import { useChecklist } from '#web/api/helpdesk.ts';
import { PageLoading } from './PageLoading.tsx';

/** The owner's home waits for Getting started: he lands there while his new company has steps to do. */
function OwnerHome() {
  const checklist = useChecklist();
  if (checklist.isPending) return <PageLoading />;
  // A checklist that cannot be read keeps no one from his Dashboard.
  return <Navigate to={homePathFor(Role.Owner, checklist.data?.ownerStartsHere === true)} replace />;
}

/** Sends a signed-in user on to his own work (layout-choice.ts), the one place that decides it for "/". */
export function HomeRedirect({ role }: { role: RoleNumber | null | undefined }) {
  if (role === Role.Owner) return <OwnerHome />;
  return <Navigate to={homePathFor(role)} replace />;
}
