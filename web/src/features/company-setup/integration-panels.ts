import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IntegrationSystem, IntegrationView } from '#shared/integrations/systems';

/** What a system's panel on the company setup page receives: its connection, and a refetch after a change. */
export interface IntegrationPanelProps {
  view: IntegrationView;
  onChanged: () => void;
}

/**
 * Each outside system's own panel on the company setup page (connect, check, its actions), loaded lazily.
 * A system without one shows its state badge only. One line per system, added by the system's feature.
 */
export const INTEGRATION_PANELS: Partial<Record<IntegrationSystem, LazyExoticComponent<ComponentType<IntegrationPanelProps>>>> = {
  'safety-software': lazy(() => import('#web/features/integrations/safety-software/SafetySoftwarePanel.tsx').then((m) => ({ default: m.SafetySoftwarePanel }))),
  'settlement-portal': lazy(() => import('#web/features/integrations/settlement-portal/SettlementPortalPanel.tsx').then((m) => ({ default: m.SettlementPortalPanel }))),
  'maintenance-billing': lazy(() => import('#web/features/integrations/maintenance-billing/MaintenanceBillingPanel.tsx').then((m) => ({ default: m.MaintenanceBillingPanel }))),
  helpdesk: lazy(() => import('#web/features/integrations/helpdesk/HelpdeskPanel.tsx').then((m) => ({ default: m.HelpdeskPanel }))),
  'video-telematics': lazy(() => import('#web/features/integrations/video-telematics/VideoTelematicsPanel.tsx').then((m) => ({ default: m.VideoTelematicsPanel }))),
};
