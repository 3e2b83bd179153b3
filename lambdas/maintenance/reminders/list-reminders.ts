import { reminderQuery } from '#shared/maintenance/api';
import { serviceReminderEntity } from '#lambdas/data/entities/service-reminder';
import { ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { reminderView } from './reminder-view.ts';

/** Spec §5: the reminder filter takes up to 10 domiciles. */
export const MAX_DOMICILES = 10;

/** Scheduled Services: every reminder with its state, by domicile (≤ 10, comma-separated) and state. */
export const handler = companyRoute({ query: reminderQuery }, async ({ caller, query }) => {
  const domiciles = (query.domiciles ?? '').split(',').map((d) => d.trim().toUpperCase()).filter(Boolean);
  if (domiciles.length > MAX_DOMICILES) throw new ValidationError('Invalid query: domiciles', { domiciles: `At most ${MAX_DOMICILES} domiciles.` });
  const { data } = await serviceReminderEntity().query.byVehicle({ companyId: caller.companyId }).go({ pages: 'all' });
  const wanted = new Set(domiciles);
  const reminders = data
    .filter((r) => (wanted.size === 0 || wanted.has((r.Domicile ?? '').toUpperCase())) && (!query.state || r.state === query.state))
    .map(reminderView);
  return { reminders };
});
