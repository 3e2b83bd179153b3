import { randomInt } from 'node:crypto';
import { InvalidParameterError } from 'cognito-local/lib/errors.js';
import { poolAndClient, requireString, type Shim, type ShimDeps } from './context.ts';

/** Cognito shows where the code went without the whole address: `n***@e***`. */
function masked(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const sixDigits = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * ResendConfirmationCode, which cognito-local lacks (Amplify's `resendSignUpCode`): a new code replaces
 * the old one and goes to the mailbox. Like a client with PreventUserExistenceErrors, an unknown e-mail
 * gets the same answer as a known one.
 */
export function resendConfirmationCode(deps: ShimDeps): Shim {
  return async (req) => {
    const clientId = requireString(req, 'ClientId');
    const username = requireString(req, 'Username');
    const { pool } = await poolAndClient(deps, clientId);
    const user = await pool.getUserByUsername(deps.ctx, username);
    const email = user?.Attributes.find((a) => a.Name === 'email')?.Value ?? username;
    const CodeDeliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: masked(email) };
    if (!user) return { CodeDeliveryDetails };
    if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const code = sixDigits();
    await pool.saveUser(deps.ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: new Date() });
    await deps.messages.deliver(deps.ctx, 'ResendCode', clientId, pool.options.Id, user, code, undefined, {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: email,
    });
    return { CodeDeliveryDetails };
  };
}
