import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Message, Messages } from 'cognito-local/lib/services/messages.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';

/** Why Cognito wrote: sign-up code, forgotten password, invitation (temporary password), code sent again. */
export type MailKind = 'signUp' | 'forgotPassword' | 'adminCreateUser' | 'resendCode' | 'authentication' | 'updateUserAttribute' | 'verifyUserAttribute';

export interface MailboxLetter {
  to: string;
  kind: MailKind;
  /** The verification code, or the temporary password of an invitation. */
  code: string;
  at: string;
}

const KIND_OF_SOURCE: Record<string, MailKind> = {
  SignUp: 'signUp',
  ForgotPassword: 'forgotPassword',
  AdminCreateUser: 'adminCreateUser',
  ResendCode: 'resendCode',
  Authentication: 'authentication',
  UpdateUserAttribute: 'updateUserAttribute',
  VerifyUserAttribute: 'verifyUserAttribute',
};

/** Letters kept; a long-running local cloud must not grow the file without end. */
const KEEP = 2_000;

/**
 * What Cognito would e-mail, kept where a person or a test can read it: `<dataDir>/cognito/mailbox.json`,
 * served at `GET {cognitoEndpoint}/_mailbox?to=`. Local only; in AWS Cognito mails for real.
 */
export interface Mailbox {
  /** Letters to this address (every letter without one), newest first. */
  lettersTo(to: string | undefined): Promise<MailboxLetter[]>;
  post(letter: MailboxLetter): Promise<void>;
}

export function createMailbox(file: string): Mailbox {
  let letters: MailboxLetter[] | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  const load = async (): Promise<MailboxLetter[]> => {
    if (letters) return letters;
    try {
      letters = JSON.parse(await readFile(file, 'utf8')) as MailboxLetter[];
    } catch {
      letters = [];
    }
    return letters;
  };
  // One write at a time: two sign-ups at once must not interleave the file.
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    async lettersTo(to) {
      const all = await inTurn(load);
      const wanted = to?.trim().toLowerCase();
      return all.filter((l) => !wanted || l.to.toLowerCase() === wanted).reverse();
    },
    post: (letter) =>
      inTurn(async () => {
        const all = await load();
        all.push(letter);
        if (all.length > KEEP) all.splice(0, all.length - KEEP);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify(all, null, 1));
      }),
  };
}

/**
 * cognito-local hands the code to its `Messages` with the reason (`source`), then to a `MessageSender`
 * that knows only the address: the mailbox sits at the first step so each letter says why it was sent.
 */
export function mailboxMessages(mailbox: Mailbox, inner: Messages): Messages {
  return {
    async deliver(ctx: Context, source, clientId, userPoolId, user: User, code, clientMetadata, deliveryDetails: DeliveryDetails) {
      if (deliveryDetails.DeliveryMedium === 'EMAIL') {
        const letter: MailboxLetter = { to: deliveryDetails.Destination, kind: KIND_OF_SOURCE[source] ?? 'authentication', code, at: new Date().toISOString() };
        await mailbox.post(letter);
        console.log(`[local cognito] mail to ${letter.to}: ${letter.kind} code ${letter.code}`);
      }
      await inner.deliver(ctx, source, clientId, userPoolId, user, code, clientMetadata, deliveryDetails);
    },
  };
}

/** The sender behind the mailbox: nothing leaves the machine, and the mailbox already printed the line. */
export class SilentMessageSender implements MessageSender {
  sendEmail(_ctx: Context, _user: User, _destination: string, _message: Message): Promise<void> {
    return Promise.resolve();
  }
  sendSms(_ctx: Context, _user: User, _destination: string, _message: Message): Promise<void> {
    return Promise.resolve();
  }
}
