import type { IncomingMessage } from 'node:http';
import { dynamoDbFault, goneFault, s3Fault, type WireAnswer } from './aws-wire.ts';
import type { FaultInjector, FaultKind } from './fault-injector.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';

const PLAIN_DYNAMODB_FAULTS: readonly FaultKind<'dynamodb'>[] = ['ProvisionedThroughputExceededException', 'ThrottlingException', 'InternalServerError'];

function transactItems(body: Buffer | undefined): number {
  try {
    const items = (JSON.parse(body?.toString('utf8') || '{}') as { TransactItems?: unknown }).TransactItems;
    return Array.isArray(items) ? items.length : 1;
  } catch {
    return 1;
  }
}

/** DynamoDB Local behind the injector: a transaction may also meet a conflicting one. */
export function startDynamoDbFaults(upstream: string, faults: FaultInjector): Promise<FaultProxy> {
  return startFaultProxy({
    upstream,
    mode: 'buffered',
    decide(req, body): WireAnswer | undefined {
      const operation = String(req.headers['x-amz-target'] ?? '').split('.').pop();
      const kind = operation === 'TransactWriteItems' ? faults.draw('dynamodb') : faults.draw('dynamodb', PLAIN_DYNAMODB_FAULTS);
      return kind && dynamoDbFault(kind, transactItems(body));
    },
  });
}

/** The S3 front behind the injector; a CORS preflight never fails (S3 answers those from the bucket's rules). */
export function startS3Faults(upstream: string, faults: FaultInjector): Promise<FaultProxy> {
  return startFaultProxy({
    upstream,
    mode: 'streaming',
    decide(req: IncomingMessage): WireAnswer | undefined {
      if (req.method === 'OPTIONS') return undefined;
      const kind = faults.draw('s3');
      return kind && s3Fault(kind, req.method ?? 'GET', req.headers.origin);
    },
  });
}

/**
 * The `@connections` API behind the injector. A GoneException is only true of a closed connection, so the
 * socket is closed first (as when a phone drops off the network); the client reconnects as it would then.
 */
export function startConnectionsFaults(upstream: string, faults: FaultInjector): Promise<FaultProxy> {
  return startFaultProxy({
    upstream,
    mode: 'buffered',
    async decide(req): Promise<WireAnswer | undefined> {
      const id = /^\/@connections\/([^/?]+)/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !id || !faults.draw('connections')) return undefined;
      await fetch(`${upstream}/@connections/${id}`, { method: 'DELETE' }).catch(() => undefined);
      return goneFault(decodeURIComponent(id));
    },
  });
}
