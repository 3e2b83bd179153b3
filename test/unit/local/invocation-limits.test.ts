import { describe, expect, it } from 'vitest';
import { withinIntegrationTimeout, IntegrationTimeoutError } from '#lib/local/gateway/integration-timeout';
import { checkRequestPayload, checkResponsePayload, PAYLOAD_LIMIT_BYTES, withinTimeout } from '#lib/local/lambda/invocation-limits';

const never = new Promise<never>(() => undefined);

describe('Lambda limits of one local invocation', () => {
  it('a handler still running at its timeout fails with Lambda\'s Sandbox.Timedout error', async () => {
    await expect(withinTimeout(never, 0.05)).rejects.toMatchObject({ name: 'Sandbox.Timedout', message: 'Task timed out after 0.05 seconds' });
    await expect(withinTimeout(Promise.resolve('done'), 0.05)).resolves.toBe('done');
  });

  it('API Gateway gives up on an integration at its own timeout (answered 503 by the gateway)', async () => {
    await expect(withinIntegrationTimeout(never, 0.05)).rejects.toBeInstanceOf(IntegrationTimeoutError);
  });

  it('a response over 6 MB is Lambda\'s Function.ResponseSizeTooLarge; one under passes', () => {
    expect(() => checkResponsePayload({ body: 'x'.repeat(PAYLOAD_LIMIT_BYTES + 200) })).toThrow(expect.objectContaining({ name: 'Function.ResponseSizeTooLarge' }));
    expect(() => checkResponsePayload({ body: 'x'.repeat(PAYLOAD_LIMIT_BYTES - 100) })).not.toThrow();
  });

  it('an event over 6 MB is refused before the handler runs', () => {
    expect(() => checkRequestPayload({ body: 'x'.repeat(PAYLOAD_LIMIT_BYTES) })).toThrow(expect.objectContaining({ name: 'RequestEntityTooLargeException' }));
  });
});
