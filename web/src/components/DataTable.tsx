import { useCollection } from '@cloudscape-design/collection-hooks';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useMemo, type ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';
import { componentText as t } from './strings.ts';
import { useSavedPreferences } from './use-saved-preferences.ts';

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
  /** Names a row for its selection button ("Select Jake Thornton"); the first column's filter or sort text by default. */
  itemLabel?: (item: T) => string;
  /** A footer; as a function it gets the rows on screen (this page, filtered and sorted), so a total sums exactly what is shown above it. */
  footer?: ReactNode | ((shown: readonly T[]) => ReactNode);
  wrapLines?: boolean;
  resizable?: boolean;
  /** Names the saved preferences (rows per page, wrapping); without it the table offers none. */
  preferencesKey?: string;
}

const PAGE_SIZES = [10, 25, 50, 100];

function compare(x: string | number, y: string | number): number {
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en-US', { numeric: true });
}

/** A Cloudscape table on Cloudscape's collection hooks: text filter, sortable columns, pages and saved preferences. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns } = props;
  const [preferences, setPreferences] = useSavedPreferences(props.preferencesKey, { pageSize: props.pageSize ?? 25, wrapLines: props.wrapLines ?? true });
  const definitions = useMemo<TableProps.ColumnDefinition<T>[]>(
    () =>
      columns.map((c) => {
        const key = c.sortKey;
        return {
          id: c.id,
          header: c.header,
          cell: c.cell,
          ...(key ? { sortingField: c.id, sortingComparator: (a: T, b: T) => compare(key(a), key(b)) } : {}),
          ...(c.width ? { width: c.width } : {}),
          ...(c.minWidth ? { minWidth: c.minWidth } : {}),
        };
      }),
    [columns],
  );
  const filterText = (item: T) => columns.map((c) => (c.text ? c.text(item) : c.sortKey ? String(c.sortKey(item)) : '')).join(' ');
  const sortColumn = props.defaultSort ? definitions.find((d) => d.id === props.defaultSort?.column) : undefined;
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(props.items as T[], {
    filtering: {
      filteringFunction: (item, text) => filterText(item).toLowerCase().includes(text.trim().toLowerCase()),
      empty: <EmptyState>{props.empty}</EmptyState>,
      noMatch: <EmptyState>{t.table.noMatch}</EmptyState>,
    },
    sorting: sortColumn ? { defaultState: { sortingColumn: sortColumn, isDescending: props.defaultSort?.descending ?? false } } : {},
    pagination: { pageSize: preferences.pageSize },
  });
  const paged = paginationProps.pagesCount > 1;
  const first = columns[0];
  const rowName = props.itemLabel ?? ((item: T) => (first?.text ? first.text(item) : first?.sortKey ? String(first.sortKey(item)) : ''));
  const selectionLabels = {
    selectionGroupLabel: t.table.selection(props.ariaLabel),
    itemSelectionLabel: (_: unknown, item: T) => t.table.selectRow(rowName(item)),
    allItemsSelectionLabel: () => t.table.selection(props.ariaLabel),
  };

  return (
    <Table
      {...collectionProps}
      items={items}
      variant={props.variant ?? 'container'}
      trackBy={props.trackBy}
      header={props.header}
      loading={props.loading ?? false}
      loadingText={t.loading}
      wrapLines={preferences.wrapLines}
      resizableColumns={props.resizable ?? false}
      ariaLabels={{ ...(props.ariaLabel ? { tableLabel: props.ariaLabel } : {}), ...(props.onSelect ? selectionLabels : {}) }}
      {...(props.onSelect
        ? {
            selectionType: 'single' as const,
            selectedItems: props.selectedItems ?? [],
            onSelectionChange: ({ detail }: { detail: { selectedItems: T[] } }) => detail.selectedItems[0] && props.onSelect?.(detail.selectedItems[0]),
          }
        : {})}
      columnDefinitions={definitions}
      filter={
        props.filterNoun ? (
          <TextFilter
            {...filterProps}
            filteringPlaceholder={t.table.filterPlaceholder(props.filterNoun)}
            filteringAriaLabel={t.table.filterPlaceholder(props.filterNoun)}
            countText={t.table.matches(filteredItemsCount ?? 0)}
          />
        ) : undefined
      }
      pagination={paged ? <Pagination {...paginationProps} ariaLabels={t.table.pagination} /> : undefined}
      preferences={
        props.preferencesKey ? (
          <CollectionPreferences
            title={t.table.preferences.title}
            confirmLabel={t.table.preferences.confirm}
            cancelLabel={t.table.preferences.cancel}
            preferences={preferences}
            pageSizePreference={{ title: t.table.preferences.pageSize, options: PAGE_SIZES.map((value) => ({ value, label: t.table.preferences.pageSizeOption(value) })) }}
            wrapLinesPreference={{ label: t.table.preferences.wrapLines, description: t.table.preferences.wrapLinesDescription }}
            onConfirm={({ detail }) => setPreferences({ pageSize: detail.pageSize ?? preferences.pageSize, wrapLines: detail.wrapLines ?? preferences.wrapLines })}
          />
        ) : undefined
      }
      footer={typeof props.footer === 'function' ? props.footer(items) : props.footer}
    />
  );
}
