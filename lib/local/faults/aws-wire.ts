import { randomUUID } from 'node:crypto';
import type { FaultKind } from './fault-injector.ts';

/** One HTTP answer as the service would send it. */
export interface WireAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const DYNAMODB_NS = 'com.amazonaws.dynamodb.v20120810#';

function awsJson(status: number, body: Record<string, unknown>): WireAnswer {
  const text = JSON.stringify(body);
  return {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'content-length': String(Buffer.byteLength(text)), 'x-amzn-requestid': randomUUID() },
    body: text,
  };
}

/**
 * DynamoDB's JSON 1.0 error answers; a TransactionConflict cancels the whole transaction, naming the first of
 * its `items` writes as the one another transaction held.
 */
export function dynamoDbFault(kind: FaultKind<'dynamodb'>, items = 1): WireAnswer {
  switch (kind) {
    case 'ProvisionedThroughputExceededException':
      return awsJson(400, {
        __type: `${DYNAMODB_NS}ProvisionedThroughputExceededException`,
        message: 'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
      });
    case 'ThrottlingException':
      return awsJson(400, { __type: 'com.amazon.coral.availability#ThrottlingException', message: 'Rate of requests exceeds the allowed throughput.' });
    case 'InternalServerError':
      return awsJson(500, { __type: `${DYNAMODB_NS}InternalServerError`, message: 'Internal server error' });
    case 'TransactionConflict': {
      const reasons = Array.from({ length: Math.max(1, items) }, (_, i) =>
        i === 0 ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
      );
      return awsJson(400, {
        __type: `${DYNAMODB_NS}TransactionCanceledException`,
        Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
        CancellationReasons: reasons,
      });
    }
  }
}

/** S3's REST-XML error answers (a HEAD answer has no body, as S3's). */
export function s3Fault(kind: FaultKind<'s3'>, method: string, origin: string | undefined): WireAnswer {
  const [status, message] = kind === 'SlowDown' ? [503, 'Please reduce your request rate.'] : [500, 'We encountered an internal error. Please try again.'];
  const requestId = randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase();
  const body = method === 'HEAD' ? '' : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${kind}</Code><Message>${message}</Message><RequestId>${requestId}</RequestId><HostId>${Buffer.from(randomUUID()).toString('base64')}</HostId></Error>`;
  return {
    status,
    headers: {
      'content-type': 'application/xml',
      'content-length': String(Buffer.byteLength(body)),
      'x-amz-request-id': requestId,
      ...(origin ? { 'access-control-allow-origin': origin } : {}),
    },
    body,
  };
}

/** StartExecution refused by Step Functions: its throttle (400) or the service itself unavailable (503). */
export function stepFunctionsFault(kind: FaultKind<'stepfunctions'>): WireAnswer {
  return kind === 'ThrottlingException'
    ? awsJson(400, { __type: 'ThrottlingException', message: 'Rate exceeded' })
    : awsJson(503, { __type: 'ServiceUnavailable', message: 'Service Unavailable' });
}

/** The `@connections` API's answer for a connection that is no longer there (REST JSON, type in a header). */
export function goneFault(connectionId: string): WireAnswer {
  const body = JSON.stringify({ message: `Connection ${connectionId} is gone` });
  return {
    status: 410,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-amzn-errortype': 'GoneException', 'x-amzn-requestid': randomUUID() },
    body,
  };
}
