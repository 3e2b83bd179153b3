import Box from '@cloudscape-design/components/box';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useNavigate } from 'react-router';
import type { PayRunTreeNode } from '#shared/payroll-api/pay-runs';
import { usDate } from '#web/components/format.ts';
import { payrollText as t } from '#web/features/payroll/strings.ts';

/** Spec part 2 §2: one node per pay run named by its pay date, with Summary and Driver Reports. */
export function PayRunTree({ runs, activeId }: { runs: PayRunTreeNode[]; activeId: string | undefined }) {
  const navigate = useNavigate();
  if (runs.length === 0) return <Box color="text-body-secondary">{t.tools.treeEmpty}</Box>;
  const items: SideNavigationProps.Item[] = runs.map((run) => ({
    type: 'expandable-link-group',
    text: t.tools.payDate(run.PayDateString || usDate(run.PayDate)),
    href: `/payroll-tools/${encodeURIComponent(run.id)}`,
    defaultExpanded: run.id === activeId,
    items: run.children.map((child) => ({ type: 'link', text: child.label, href: child.path })),
  }));
  return (
    <nav aria-label={t.tools.treeHeader}>
      <SideNavigation
        header={{ text: t.tools.treeHeader, href: '/payroll-tools' }}
        activeHref={activeId ? `/payroll-tools/${encodeURIComponent(activeId)}` : '/payroll-tools'}
        items={items}
        onFollow={(event) => {
          event.preventDefault();
          navigate(event.detail.href);
        }}
      />
    </nav>
  );
}
