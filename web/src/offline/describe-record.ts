import type { FormSubmitPayload } from './actions/form-submit-action.ts';
import type { PunchPayload } from './actions/punch-action.ts';
import type { OutboxRecord } from './outbox-record.ts';
import { offlineText as t } from './strings.ts';

export const tapTime = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** What the driver did, in his words, for the waiting and refused lists. */
export function describeRecord(record: OutboxRecord): string {
  switch (record.kind) {
    case 'punch':
      return t.punch((record.payload as PunchPayload).kind, tapTime(record.createdAt));
    case 'form-submit': {
      const { formName, body } = record.payload as FormSubmitPayload;
      return t.form(formName, body.VehicleID);
    }
    case 'broadcast-ack':
      return t.ack;
  }
}
