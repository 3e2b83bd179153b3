import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { errorMapper } from '#lambdas/http/error-mapper';

describe('a handler about to run out of time', () => {
  it('answers 503 with Retry-After and a plain sentence through middy\'s early timeout, never 500', async () => {
    // The function has 30 ms left and its work never ends: middy answers 5 ms before the end.
    const stuck = middy(() => new Promise<APIGatewayProxyStructuredResultV2>(() => undefined)).use(errorMapper());
    const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 30 } as unknown as Context;
    const answer = (await stuck({}, context)) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['retry-after']).toBe('1');
    expect(JSON.parse(answer.body as string)).toEqual({ message: 'The service is busy right now. Try again in a moment.' });
  });

  it('still answers 500 for an error of our own that happens to be called TimeoutError', async () => {
    const ours = middy(() => { const e = new Error('ours'); e.name = 'TimeoutError'; throw e; }).use(errorMapper());
    const answer = (await ours({}, { functionName: 'test', awsRequestId: 'r1' } as Context)) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBe(500);
  });
});
