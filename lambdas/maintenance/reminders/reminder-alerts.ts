import { sendRecordedEmail } from '#lambdas/alerts/recorded-email';
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
      const delivery = await sendRecordedEmail(companyId, address, subject, text);
      if (delivery.state === 'failed') logger.warn('Service reminder alert failed', { VehicleID: alert.VehicleID });
      written += 1;
    }
  }
  return written;
}
