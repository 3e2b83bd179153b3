import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ImportColumn, ImportTypeDef } from '#shared/imports/import-types';
import { templateCsv, templateFileName } from '#shared/imports/template';
import { saveFile } from '#web/api/payroll-files.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { importText as t } from './strings.ts';

/** A longer list of columns starts folded, so the file field stays in sight. */
const OPEN_UP_TO = 15;

const columns: DataColumn<ImportColumn>[] = [
  { id: 'name', header: t.start.column, cell: (c) => <Box fontWeight="bold">{c.name}</Box>, width: 220 },
  { id: 'required', header: t.start.required, cell: (c) => (c.required ? t.start.requiredYes : t.start.requiredNo), width: 120 },
  { id: 'meaning', header: t.start.meaning, cell: (c) => c.meaning },
];

function downloadTemplate(def: ImportTypeDef) {
  // A BOM so that a spreadsheet program opens the template as UTF-8.
  const blob = new Blob(['\uFEFF', templateCsv(def.type)], { type: 'text/csv;charset=utf-8' });
  saveFile({ blob, fileName: templateFileName(def.type) });
}

/** What a row of the chosen type does, its columns and its template. */
export function TypeColumns({ def }: { def: ImportTypeDef }) {
  return (
    <SpaceBetween size="s">
      <Box>{def.describes}</Box>
      <ExpandableSection
        key={def.type}
        variant="default"
        headerText={`${t.start.columns} (${def.columns.length})`}
        headerDescription={t.start.headersHint}
        headerActions={<Button iconName="download" onClick={() => downloadTemplate(def)}>{t.start.template}</Button>}
        defaultExpanded={def.columns.length <= OPEN_UP_TO}
      >
        <DataTable items={def.columns} columns={columns} trackBy="name" variant="embedded" pageSize={100} wrapLines ariaLabel={`${t.start.columns}: ${def.label}`} empty={t.start.columns} />
      </ExpandableSection>
    </SpaceBetween>
  );
}
