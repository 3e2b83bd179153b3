import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { CHECKLIST_STEPS } from '#shared/helpdesk/helpdesk-api';
import { reusedEntity } from './reused-entity.ts';

/**
 * A support ticket a company's user sent from the helpdesk page (createOmniSupportTicket): recorded here
 * and e-mailed to support with a copy to the sender. Partitioned by year: tickets add up for ever.
 */
export const supportTicketSchema = {
  model: { entity: 'supportTicket', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY (UTC) of createdAt. */
    year: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    ticketId: { type: 'string', required: true, readOnly: true },
    subject: { type: 'string', required: true },
    message: { type: 'string', required: true },
    step: { type: CHECKLIST_STEPS },
    createdBy: { type: 'string', required: true },
    email: { type: 'string', required: true },
    state: { type: ['open', 'closed'] as const, required: true, default: 'open' },
  },
  indexes: {
    byTime: { pk: { field: 'pk', composite: ['companyId', 'year'] }, sk: { field: 'sk', composite: ['createdAt', 'ticketId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(supportTicketSchema, config));

export function supportTicketEntity() {
  return reused();
}

export type SupportTicketItem = EntityItem<ReturnType<typeof supportTicketEntity>>;
