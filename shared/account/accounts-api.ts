import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { GRANTABLE_ROLES } from './role-labels.ts';

/** invited: created, has not signed in; active; disabled: cannot sign in. A directory entry without one is active. */
export const ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** One user of the company directory as the accounts page shows it. */
export interface AccountView {
  uid: string;
  name: string;
  email: string;
  Domicile: string;
  /** The job title (the spec's directory `role`). */
  role: string;
  securityRole: number;
  accessCode: number;
  roleLabel: string;
  driverId: string;
  status: AccountStatus;
  invitedAt: string;
  version: number;
}

export interface AccountsAnswer {
  accounts: AccountView[];
}

export const ACCOUNT_VIEWS = ['all', 'directory'] as const;
export const accountsQuery = z.object({ view: z.enum(ACCOUNT_VIEWS, { error: 'view is all or directory.' }).default('all') }).strict();

export const accountParams = z.object({ uid: id('uid') });

const role = z
  .number({ error: 'role is required.' })
  .int('role is one of 1, 2, 3, 4, 8.')
  .refine((r) => (GRANTABLE_ROLES as readonly number[]).includes(r), 'role is one of 1, 2, 3, 4, 8.');
// Labelled as the invite and role forms label it.
const driverId = labelled(z.string().trim().min(1, 'Driver id is required for a driver.').max(20, 'Driver id is at most 20 characters.'), 'Driver id');
const version = z.number({ error: 'version is required.' }).int().min(0).max(1_000_000_000);

/** A driver account is tied to an existing DriverID; any other role has none. */
function driverNeedsId(value: { role: number; driverId?: string }, ctx: z.RefinementCtx): void {
  if (value.role === 8 && !value.driverId) ctx.addIssue({ code: 'custom', path: ['driverId'], message: 'Driver id is required for a driver.' });
}

export const inviteBody = z
  .object({
    email: z.string({ error: 'email is required.' }).trim().toLowerCase().max(254, 'email is at most 254 characters.').pipe(z.email('email is not a valid e-mail address.')),
    name: z.string({ error: 'name is required.' }).trim().min(1, 'name is required.').max(80, 'name is at most 80 characters.'),
    role,
    driverId: driverId.optional(),
    Domicile: z.string().trim().max(80, 'Domicile is at most 80 characters.').optional(),
  })
  .strict()
  .superRefine(driverNeedsId);
export type InviteBody = z.infer<typeof inviteBody>;

export const roleChangeBody = z.object({ role, driverId: driverId.optional(), version }).strict().superRefine(driverNeedsId);
export type RoleChangeBody = z.infer<typeof roleChangeBody>;

export const statusChangeBody = z
  .object({ status: z.enum(['active', 'disabled'], { error: 'status is active or disabled.' }), version })
  .strict();
export type StatusChangeBody = z.infer<typeof statusChangeBody>;

export const resendBody = z.object({ version }).strict();
