import { cloud } from './cloud-context.ts';
import { waitFor } from './poll.ts';

/** What the local Cognito "e-mailed" (lib/local/cognito/mailbox.ts), newest first. */
export type MailKind = 'signUp' | 'forgotPassword' | 'adminCreateUser' | 'resendCode' | 'authentication' | 'updateUserAttribute' | 'verifyUserAttribute';

export interface Letter { to: string; kind: MailKind; code: string; at: string }

export async function lettersTo(email: string): Promise<Letter[]> {
  const response = await fetch(`${cloud().cognito.endpoint}/_mailbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`Mailbox answered ${response.status}`);
  return ((await response.json()) as { letters: Letter[] }).letters;
}

/**
 * The newest code (or temporary password) of this kind sent to `email`, waiting for it to arrive; with
 * `after`, only a letter written at or after that time (a code sent again, not the first one).
 */
export async function latestCode(email: string, kind: MailKind, after?: Date): Promise<string> {
  const letters = await waitFor(
    () => lettersTo(email),
    (all) => all.some((l) => l.kind === kind && (!after || Date.parse(l.at) >= after.getTime())),
    10_000,
  );
  return letters.find((l) => l.kind === kind && (!after || Date.parse(l.at) >= after.getTime()))!.code;
}
