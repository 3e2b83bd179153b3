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
  'video-telematics': lazy(() => import('#web/features/integrations/video-telematics/VideoTelematicsPanel.tsx').then((m) => ({ default: m.VideoTelematicsPanel }))),
};
