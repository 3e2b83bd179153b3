import type { TableProps } from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';

export interface CollectionOptions<T> {
  /** Text the filter searches in, per item. */
  filterText: (item: T) => string;
  /** Sort keys by column id. */
  sortKeys?: Record<string, (item: T) => string | number>;
  defaultSort?: { column: string; descending?: boolean };
  pageSize?: number;
}

/**
 * Filtering, sorting and paging of an in-memory list for a Cloudscape table: the lists of one pay run
 * (a few hundred drivers, a few thousand trips) fit in memory, so the server sends them whole.
 */
export function useCollection<T>(items: readonly T[], options: CollectionOptions<T>) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState(options.defaultSort ?? null);
  const [page, setPage] = useState(1);
  const pageSize = options.pageSize ?? 25;
  const { filterText, sortKeys } = options;

  const filtered = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const kept = needle ? items.filter((item) => filterText(item).toLowerCase().includes(needle)) : [...items];
    const key = sort ? sortKeys?.[sort.column] : undefined;
    if (sort && key) {
      const direction = sort.descending ? -1 : 1;
      kept.sort((a, b) => {
        const x = key(a), y = key(b);
        return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en-US', { numeric: true })) * direction;
      });
    }
    return kept;
  }, [items, filter, sort, filterText, sortKeys]);

  const pagesCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, pagesCount);
  const pageItems = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  const sortingColumn = sort ? { sortingField: sort.column } : undefined;
  const tableProps: Pick<TableProps<T>, 'items' | 'onSortingChange' | 'sortingDescending'> & { sortingColumn?: TableProps.SortingColumn<T> } = {
    items: pageItems,
    ...(sortingColumn ? { sortingColumn } : {}),
    sortingDescending: sort?.descending ?? false,
    onSortingChange: ({ detail }) => {
      if (detail.sortingColumn.sortingField) setSort({ column: detail.sortingColumn.sortingField, descending: detail.isDescending ?? false });
    },
  };

  return {
    tableProps,
    filterProps: {
      filteringText: filter,
      onChange: ({ detail }: { detail: { filteringText: string } }) => {
        setFilter(detail.filteringText);
        setPage(1);
      },
    },
    paginationProps: {
      currentPageIndex: currentPage,
      pagesCount,
      onChange: ({ detail }: { detail: { currentPageIndex: number } }) => setPage(detail.currentPageIndex),
    },
    filteredCount: filtered.length,
    clearFilter: () => setFilter(''),
  };
}
