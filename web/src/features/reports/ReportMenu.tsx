import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { reportGroups, type ReportEntry } from '#shared/access/report-menu';
import { text } from '../../strings.ts';

const hrefOf = (reportName: string) => `?reportName=${encodeURIComponent(reportName)}`;

interface ReportMenuProps {
  offered: ReportEntry[];
  active: string | undefined;
  onSelect: (reportName: string) => void;
}

/** The report menu grouped as the spec's table; choosing a report calls onSelect with its reportName. */
export function ReportMenu({ offered, active, onSelect }: ReportMenuProps) {
  const items: SideNavigationProps.Item[] = reportGroups(offered).map(({ group, reports }) => ({
    type: 'section',
    text: group,
    items: reports.map((r) => ({ type: 'link', text: r.label, href: hrefOf(r.reportName) })),
  }));
  return (
    <nav aria-label={text.reports.menu}>
      <SideNavigation
        activeHref={active ? hrefOf(active) : undefined}
        items={items}
        onFollow={(event) => {
          event.preventDefault();
          const name = new URLSearchParams(event.detail.href.slice(1)).get('reportName');
          if (name) onSelect(name);
        }}
      />
    </nav>
  );
}
