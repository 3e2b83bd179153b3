import Box from '@cloudscape-design/components/box';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useMemo, type ReactNode } from 'react';
import { payrollText as t } from '../strings.ts';
import { useCollection } from './use-collection.ts';

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Makes the column sortable by this key. */
  sortKey?: (item: T) => string | number;
  /** Text this column adds to the filter. */
  text?: (item: T) => string;
  width?: number;
  minWidth?: number;
}

interface DataTableProps<T> {
  items: readonly T[];
  columns: DataColumn<T>[];
  trackBy: keyof T & string | ((item: T) => string);
  header?: ReactNode;
  /** What the filter finds, e.g. "drivers"; no filter when absent. */
  filterNoun?: string;
  empty: ReactNode;
  pageSize?: number;
  defaultSort?: { column: string; descending?: boolean };
  loading?: boolean;
  variant?: TableProps['variant'];
  selectedItems?: T[];
  onSelect?: (item: T) => void;
  ariaLabel?: string;
  footer?: ReactNode;
  wrapLines?: boolean;
  resizable?: boolean;
}

/** A Cloudscape table with text filter, sortable columns and pagination over an in-memory list. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns } = props;
  const sortKeys = useMemo(() => Object.fromEntries(columns.filter((c) => c.sortKey).map((c) => [c.id, c.sortKey!])), [columns]);
  const filterText = useMemo(() => (item: T) => columns.map((c) => (c.text ? c.text(item) : c.sortKey ? String(c.sortKey(item)) : '')).join(' '), [columns]);
  const collection = useCollection(props.items, { filterText, sortKeys, ...(props.defaultSort ? { defaultSort: props.defaultSort } : {}), ...(props.pageSize ? { pageSize: props.pageSize } : {}) });
  const paged = collection.paginationProps.pagesCount > 1;

  return (
    <Table
      {...collection.tableProps}
      variant={props.variant ?? 'container'}
      trackBy={props.trackBy}
      header={props.header}
      loading={props.loading ?? false}
      loadingText={t.loading}
      wrapLines={props.wrapLines ?? true}
      resizableColumns={props.resizable ?? false}
      {...(props.ariaLabel ? { ariaLabels: { tableLabel: props.ariaLabel } } : {})}
      {...(props.onSelect
        ? {
            selectionType: 'single' as const,
            selectedItems: props.selectedItems ?? [],
            onSelectionChange: ({ detail }: { detail: { selectedItems: T[] } }) => detail.selectedItems[0] && props.onSelect?.(detail.selectedItems[0]),
          }
        : {})}
      columnDefinitions={columns.map((c) => ({
        id: c.id,
        header: c.header,
        cell: c.cell,
        ...(c.sortKey ? { sortingField: c.id } : {}),
        ...(c.width ? { width: c.width } : {}),
        ...(c.minWidth ? { minWidth: c.minWidth } : {}),
      }))}
      filter={
        props.filterNoun ? (
          <TextFilter
            {...collection.filterProps}
            filteringPlaceholder={t.table.filterPlaceholder(props.filterNoun)}
            filteringAriaLabel={t.table.filterPlaceholder(props.filterNoun)}
            countText={t.table.matches(collection.filteredCount)}
          />
        ) : undefined
      }
      pagination={paged ? <Pagination {...collection.paginationProps} ariaLabels={t.table.pagination} /> : undefined}
      empty={
        props.items.length > 0 ? (
          <Box textAlign="center" color="inherit">
            {t.table.noMatch}
          </Box>
        ) : (
          <Box textAlign="center" color="inherit">
            {props.empty}
          </Box>
        )
      }
      footer={props.footer}
    />
  );
}
