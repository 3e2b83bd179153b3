import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { sdkClient } from '#lambdas/observability/sdk-client';
import { authorizeCall } from '#lambdas/runtime-hooks';

/**
 * How an alert leaves: `aws` sends through SES (e-mail) and SNS (SMS), `outbox` only keeps it in the
 * company's outgoingMail for a developer to read. The environment decides (the house construct sets
 * `aws`, the local cloud `outbox`); domain code never asks where it runs.
 */
export interface Alert {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

export type Delivery = { state: 'outbox' } | { state: 'sent'; providerMessageId?: string } | { state: 'failed'; error: string };

let ses: SESv2Client | undefined;
let sns: SNSClient | undefined;

async function sendThroughAws(alert: Alert): Promise<Delivery> {
  if (alert.channel === 'email') {
    const from = process.env.ALERT_FROM_EMAIL;
    if (!from) return { state: 'failed', error: 'ALERT_FROM_EMAIL is not set' };
    ses ??= sdkClient(new SESv2Client({}));
    const answer = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [alert.to] },
        Content: { Simple: { Subject: { Data: alert.subject }, Body: { Text: { Data: alert.text } } } },
      }),
    );
    return { state: 'sent', ...(answer.MessageId ? { providerMessageId: answer.MessageId } : {}) };
  }
  sns ??= sdkClient(new SNSClient({}));
  const answer = await sns.send(
    new PublishCommand({
      PhoneNumber: alert.to,
      Message: alert.text,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
  return { state: 'sent', ...(answer.MessageId ? { providerMessageId: answer.MessageId } : {}) };
}

/** Delivers one alert by the configured transport; a failure is answered, never thrown. */
export async function deliver(alert: Alert): Promise<Delivery> {
  const transport = process.env.ALERT_TRANSPORT ?? 'outbox';
  try {
    // The outbox stands in for SES and SNS, so it needs their grant as they would.
    authorizeCall(alert.channel === 'email' ? 'ses:SendEmail' : 'sns:Publish', alert.to);
    if (transport === 'outbox') return { state: 'outbox' };
    return await sendThroughAws(alert);
  } catch (error) {
    return { state: 'failed', error: (error as Error).message || String(error) };
  }
}
