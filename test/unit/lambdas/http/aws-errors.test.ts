import { DynamoDBServiceException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
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

  it('leaves other AWS errors and plain errors to become a 500', () => {
    expect(fromAwsError(validation('The provided key element does not match the schema'))).toBeUndefined();
    expect(fromAwsError(new Error('boom'))).toBeUndefined();
  });
});
