import { outgoingMailEntity } from '#lambdas/data/entities/outgoing-mail';
import { monthOf } from '#lambdas/data/month-partition';
import { timeOrderedId } from '#lambdas/chat/ids';
import { deliver } from '#lambdas/alerts/transport';
import { shopRecipients } from '#lambdas/alerts/shop-recipients';
import { logger } from '#lambdas/http/logger';

export interface ReminderAlert {
  VehicleID: string;
  programName: string;
  level: 'due-soon' | 'overdue';
  nextDueDate: string | null;
  remainingMiles: number | null;
}

function describe(alert: ReminderAlert): string {
  const when = [
    alert.nextDueDate ? `due by ${alert.nextDueDate}` : '',
    alert.remainingMiles === null ? '' : alert.remainingMiles < 0 ? `${-alert.remainingMiles} miles past due` : `${alert.remainingMiles} miles left`,
  ].filter(Boolean).join(', ');
  return `Tractor ${alert.VehicleID}: ${alert.programName} is ${alert.level === 'overdue' ? 'overdue' : 'due soon'}${when ? ` (${when})` : ''}.`;
}

/** One e-mail per reminder that turned due soon or overdue, to each recipient, kept in the outbox. */
export async function sendReminderAlerts(companyId: string, alerts: readonly ReminderAlert[]): Promise<number> {
  if (alerts.length === 0) return 0;
  const to = await shopRecipients(companyId);
  let written = 0;
  for (const alert of alerts) {
    const subject = `Service ${alert.level === 'overdue' ? 'overdue' : 'due soon'}: tractor ${alert.VehicleID}, ${alert.programName}`;
    const text = `${describe(alert)}\n\nOpen FAST DASHBOARD, Scheduled Services, to plan the service.`;
    for (const address of to) {
      const delivery = await deliver({ channel: 'email', to: address, subject, text });
      const now = Date.now();
      await outgoingMailEntity()
        .create({
          companyId, month: monthOf(now), id: timeOrderedId(now), channel: 'email', to: address, subject, text, state: delivery.state,
          createdAt: new Date(now).toISOString(),
          ...(delivery.state === 'failed' ? { error: delivery.error } : {}),
          ...(delivery.state === 'sent' && delivery.providerMessageId ? { providerMessageId: delivery.providerMessageId } : {}),
        })
        .go();
      if (delivery.state === 'failed') logger.warn('Service reminder alert failed', { VehicleID: alert.VehicleID });
      written += 1;
    }
  }
  return written;
}
