import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { hasRole } from '#shared/access/roles';
import { IMPORT_TYPES, type ImportType } from '#shared/imports/import-types';
import { IMPORT_TYPE_DEFS } from '#shared/imports/type-defs';
import { useSignedIn } from '#web/auth/session-context.ts';
import { ImportDetailPanel } from './ImportDetailPanel.tsx';
import { ImportHistory } from './ImportHistory.tsx';
import { NewImport } from './NewImport.tsx';
import { importKeys } from './query-keys.ts';
import { importText as t } from './strings.ts';

/** The page's address keeps the chosen type (`?type=maintenance`) and the open import (`?batch=…`). */
const TYPE_PARAM = 'type';
const BATCH_PARAM = 'batch';

/** /imports (roles 1 to 4): a new import with its dry run, the history, export and rollback. */
export function ImportsPage() {
  const { user } = useSignedIn();
  const queries = useQueryClient();
  const [params, setParams] = useSearchParams();
  const types = IMPORT_TYPES.filter((k) => hasRole(user.role, IMPORT_TYPE_DEFS[k].minRole));
  const wanted = params.get(TYPE_PARAM);
  const type = types.find((k) => k === wanted) ?? null;
  const batch = params.get(BATCH_PARAM);
  const change = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const openBatch = (importBatchId: string | null) => change(BATCH_PARAM, importBatchId);

  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="l">
        <NewImport
          types={types}
          type={type}
          onType={(k: ImportType) => change(TYPE_PARAM, k)}
          onStarted={(view) => {
            openBatch(view.importBatchId);
            void queries.invalidateQueries({ queryKey: importKeys.all });
          }}
        />
        {batch && <ImportDetailPanel key={batch} importBatchId={batch} onClose={() => openBatch(null)} />}
        <ImportHistory types={types} onOpen={openBatch} />
      </SpaceBetween>
    </ContentLayout>
  );
}
