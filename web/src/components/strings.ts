/** Every text of the UI shared by features (tables, dialogs, loading and failure states), in one place. */
export const componentText = {
  loading: 'Loading…',
  retry: 'Try again',
  cancel: 'Cancel',
  save: 'Save',
  close: 'Close',
  loadFailed: (feature: string) => `${feature} could not be loaded.`,
  dateField: {
    open: (label: string) => `${label}: choose on a calendar`,
    calendar: { todayAriaLabel: 'Today', nextMonthAriaLabel: 'Next month', previousMonthAriaLabel: 'Previous month' },
  },
  signedLink: { open: 'Open the PDF', expires: (at: string) => `This link works until ${at}.` },
  conflict: {
    header: 'Someone else changed this first',
    body: 'Your change was not saved because the record changed after you opened it. Reload to see the current values, then make your change again.',
    reload: 'Reload current values',
  },
  /** A date picker's calendar button, named after its field ("From, 2026/01/03"): it shows only an icon. */
  openCalendar: (field: string) => (selected: string | null) => (selected ? `${field}, ${selected}` : field),
  table: {
    filterPlaceholder: (what: string) => `Find ${what}`,
    matches: (count: number) => `${count} ${count === 1 ? 'match' : 'matches'}`,
    noMatch: 'Nothing matches the filter.',
    /** The selection buttons of a table, named for screen readers (a radio button needs a label, WCAG 4.1.2). */
    selection: (table: string | undefined) => (table ? `Choose a row of ${table}` : 'Choose a row'),
    selectRow: (row: string) => (row.trim() ? `Select ${row.trim()}` : 'Select this row'),
    pagination: { nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (n: number) => `Page ${n}` },
    preferences: {
      title: 'Table preferences',
      confirm: 'Apply',
      cancel: 'Cancel',
      pageSize: 'Rows per page',
      pageSizeOption: (n: number) => `${n} rows`,
      wrapLines: 'Wrap lines',
      wrapLinesDescription: 'Show whole cell texts on several lines.',
    },
  },
};
