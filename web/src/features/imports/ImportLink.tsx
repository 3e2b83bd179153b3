import Button from '@cloudscape-design/components/button';
import { useNavigate } from 'react-router';
import { hasRole } from '#shared/access/roles';
import type { ImportType } from '#shared/imports/import-types';
import { IMPORT_TYPE_DEFS } from '#shared/imports/type-defs';
import { useSignedIn } from '#web/auth/session-context.ts';
import { importText as t } from './strings.ts';

/** "Import from a spreadsheet" on the pages where the data lives: the Imports page with the type chosen. */
export function ImportLink({ type }: { type: ImportType }) {
  const { user } = useSignedIn();
  const navigate = useNavigate();
  if (!hasRole(user.role, IMPORT_TYPE_DEFS[type].minRole)) return null;
  const href = `/imports?type=${type}`;
  return (
    <Button
      iconName="upload"
      href={href}
      ariaLabel={`${t.linkFromSpreadsheet}: ${IMPORT_TYPE_DEFS[type].label}`}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {t.linkFromSpreadsheet}
    </Button>
  );
}
