import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { routeRouter } from '#lambdas/http/route-router';
import { tableKeyOf } from '#lambdas/http/route-key';

const event = (routeKey: string, method: string) => ({ routeKey, requestContext: { http: { method } } }) as unknown as APIGatewayProxyEventV2;
const answer = (body: string) => async () => ({ statusCode: 200, body });

describe('an API function serving several routes', () => {
  const router = routeRouter({ 'GET /runs/{id}': answer('get'), 'DELETE /runs/{id}': answer('delete'), 'POST /runs': answer('post') });

  it('sends each request to the handler of its own method and path, under an ANY route key too', async () => {
    expect(await router(event('ANY /runs/{id}', 'GET'), {} as Context)).toMatchObject({ body: 'get' });
    expect(await router(event('ANY /runs/{id}', 'DELETE'), {} as Context)).toMatchObject({ body: 'delete' });
    expect(await router(event('POST /runs', 'POST'), {} as Context)).toMatchObject({ body: 'post' });
  });

  it('answers a method its table does not hold as API Gateway answers an unknown route, running no handler', async () => {
    const answered = await router(event('ANY /runs/{id}', 'PUT'), {} as Context);
    expect(answered).toMatchObject({ statusCode: 404, body: '{"message":"Not Found"}' });
  });

  it('reads the table key from the request method and the matched path template', () => {
    expect(tableKeyOf(event('ANY /payruns/{id}', 'PATCH'))).toBe('PATCH /payruns/{id}');
    expect(tableKeyOf(event('GET /me', 'GET'))).toBe('GET /me');
  });
});
