import { DynamoDBServiceException, ProvisionedThroughputExceededException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { fromAwsError } from '#lambdas/http/aws-errors';

const meta = { $metadata: { httpStatusCode: 400 } };

function validation(message: string) {
  return new DynamoDBServiceException({ name: 'ValidationException', $fault: 'client', message, ...meta });
}

describe('the error mapper’s backstop for AWS answers', () => {
  it('turns DynamoDB throttling into 429 with Retry-After', () => {
    const answer = fromAwsError(new ProvisionedThroughputExceededException({ message: 'Rate exceeded', ...meta }));
    expect(answer?.statusCode).toBe(429);
    expect(answer?.headers?.['retry-after']).toBe('1');
  });

  it('turns an item or key DynamoDB refuses for its size into 400, also when ElectroDB wrapped the error', () => {
    expect(fromAwsError(validation('Item size has exceeded the maximum allowed size'))?.statusCode).toBe(400);
    const wrapped = new Error('Error thrown by DynamoDB client', { cause: validation('One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes') });
    const answer = fromAwsError(wrapped);
    expect(answer?.statusCode).toBe(400);
    expect(JSON.parse(String(answer?.body)).fields).toHaveProperty('body');
  });

  it('turns a fault of AWS that outlived the SDK’s retries into 503 with Retry-After and a plain sentence', () => {
    const internal = new DynamoDBServiceException({ name: 'InternalServerError', $fault: 'server', message: 'Internal server error', $metadata: { httpStatusCode: 500 } });
    const unavailable = new DynamoDBServiceException({ name: 'ServiceUnavailable', $fault: 'server', message: 'Service Unavailable', $metadata: { httpStatusCode: 503 } });
    for (const error of [internal, unavailable, new Error('Error thrown by DynamoDB client', { cause: internal })]) {
      const answer = fromAwsError(error);
      expect(answer?.statusCode).toBe(503);
      expect(answer?.headers?.['retry-after']).toBe('1');
      expect(JSON.parse(String(answer?.body))).toEqual({ message: 'The service is busy right now. Try again in a moment.' });
    }
  });

  it('answers a transaction cancelled by a conflicting one 503, by throttling 429, and leaves a failed condition alone', () => {
    const cancelled = (...codes: string[]) => new TransactionCanceledException({ message: 'Transaction cancelled', ...meta, CancellationReasons: codes.map((Code) => ({ Code })) });
    expect(fromAwsError(cancelled('TransactionConflict', 'None'))?.statusCode).toBe(503);
    expect(fromAwsError(cancelled('None', 'ThrottlingError'))?.statusCode).toBe(429);
    expect(fromAwsError(cancelled('ConditionalCheckFailed', 'None'))).toBeUndefined();
  });

  it('leaves other AWS errors and plain errors to become a 500', () => {
    expect(fromAwsError(validation('The provided key element does not match the schema'))).toBeUndefined();
    expect(fromAwsError(new Error('boom'))).toBeUndefined();
  });
});
