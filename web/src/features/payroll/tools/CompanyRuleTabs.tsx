import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { lookupText, payrollText as t } from '#web/features/payroll/strings.ts';
import { TabFallback } from './TabFallback.tsx';

const BonusButtonsPanel = lazy(() => import('#web/features/payroll/rules/bonus/BonusButtonsPanel.tsx').then((m) => ({ default: m.BonusButtonsPanel })));
const TractorsPanel = lazy(() => import('#web/features/payroll/rules/lookups/TractorsPanel.tsx').then((m) => ({ default: m.TractorsPanel })));
const DriversPanel = lazy(() => import('#web/features/payroll/rules/lookups/DriversPanel.tsx').then((m) => ({ default: m.DriversPanel })));
const DomicilesPanel = lazy(() => import('#web/features/payroll/rules/lookups/DomicilesPanel.tsx').then((m) => ({ default: m.DomicilesPanel })));
const PayTablesPanel = lazy(() => import('#web/features/payroll/rules/PayTablesPanel.tsx').then((m) => ({ default: m.PayTablesPanel })));

const later = (node: ReactNode) => <Suspense fallback={<TabFallback />}>{node}</Suspense>;

const RULE_TABS = ['bonuses', 'tractors', 'drivers', 'domiciles', 'pay-tables'] as const;

/** `?rules=pay-tables` opens that tab first: Getting started's pay tables step links straight to it. */
export const RULES_TAB_PARAM = 'rules';

/** The company's pay rules, the same for every pay run: bonus buttons, lookups, pay tables. */
export function CompanyRuleTabs() {
  const [params] = useSearchParams();
  const asked = RULE_TABS.find((id) => id === params.get(RULES_TAB_PARAM));
  const [active, setActive] = useState<string>(asked ?? RULE_TABS[0]);
  return (
    <SpaceBetween size="s">
      <Header variant="h2" description={t.tools.rulesDescription}>
        {t.tools.rulesHeader}
      </Header>
      <Tabs
        activeTabId={active}
        onChange={({ detail }) => setActive(detail.activeTabId)}
        tabs={[
          { id: 'bonuses', label: t.tools.tabs.bonuses, content: later(<BonusButtonsPanel />) },
          { id: 'tractors', label: lookupText.tabs.tractors, content: later(<TractorsPanel />) },
          { id: 'drivers', label: lookupText.tabs.drivers, content: later(<DriversPanel />) },
          { id: 'domiciles', label: lookupText.tabs.domiciles, content: later(<DomicilesPanel />) },
          { id: 'pay-tables', label: t.tools.tabs.payTables, content: later(<PayTablesPanel />) },
        ]}
      />
    </SpaceBetween>
  );
}
