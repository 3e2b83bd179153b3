import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { reportGroups, type ReportEntry } from '#shared/access/report-menu';
import { text } from '#web/strings.ts';

const panelHref = (reportName: string) => `?reportName=${encodeURIComponent(reportName)}`;
/** A report that is a page of its own links to that page; the others open as a panel here. */
const hrefOf = (report: ReportEntry) => report.page ?? panelHref(report.reportName);

interface ReportMenuProps {
  offered: ReportEntry[];
  active: string | undefined;
  onSelect: (report: ReportEntry) => void;
}

/** The report menu grouped as the spec's table; choosing a report calls onSelect with it. */
export function ReportMenu({ offered, active, onSelect }: ReportMenuProps) {
  const items: SideNavigationProps.Item[] = reportGroups(offered).map(({ group, reports }) => ({
    type: 'section',
    text: group,
    items: reports.map((r) => ({ type: 'link', text: r.label, href: hrefOf(r) })),
  }));
  return (
    <nav aria-label={text.reports.menu}>
      <SideNavigation
        activeHref={active ? panelHref(active) : undefined}
        items={items}
        onFollow={(event) => {
          event.preventDefault();
          const chosen = offered.find((r) => hrefOf(r) === event.detail.href);
          if (chosen) onSelect(chosen);
        }}
      />
    </nav>
  );
}
