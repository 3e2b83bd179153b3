import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_THROTTLE } from '#lib/stacks/api-throttle';
import { buildTestApp } from './support/test-app.ts';

const stageOf = (context: Record<string, unknown> = {}) => Template.fromStack(buildTestApp({ context }).stacks.api).findResources('AWS::ApiGatewayV2::Stage');

describe('HTTP API request limits', () => {
  it('are sized for 1,000 companies by default, with tighter ceilings on the open feed and signed links', () => {
    const [stage] = Object.values(stageOf());
    expect(stage!.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 3000, ThrottlingBurstLimit: 5000 });
    expect(stage!.Properties.RouteSettings['POST /telematics/events']).toEqual({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 });
    expect(Object.keys(stage!.Properties.RouteSettings).sort()).toEqual(Object.keys(DEFAULT_API_THROTTLE.routes).sort());
  });

  it('come from context apiThrottle, as a deployer passes it with -c', () => {
    const [stage] = Object.values(stageOf({ apiThrottle: '{"rateLimit":6000,"burstLimit":4000,"routes":{"POST /telematics/events":{"rateLimit":300,"burstLimit":600}}}' }));
    expect(stage!.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 6000, ThrottlingBurstLimit: 4000 });
    expect(stage!.Properties.RouteSettings['POST /telematics/events']).toEqual({ ThrottlingRateLimit: 300, ThrottlingBurstLimit: 600 });
    expect(stage!.Properties.RouteSettings['GET /report-link/download']).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });

  it('wait for the route stacks whose routes they name (API Gateway refuses settings of a route that does not exist yet)', () => {
    const [stage] = Object.values(stageOf());
    expect(stage!.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^TelematicsRoutes/), expect.stringMatching(/^SubmissionsRoutes/)]));
  });

  it('refuse a limit that is not a whole number, or a route the API does not hold, naming the context key', () => {
    expect(() => stageOf({ apiThrottle: { rateLimit: -5 } })).toThrow(/Context apiThrottle.rateLimit must be a whole number/);
    expect(() => stageOf({ apiThrottle: { routes: { 'GET /nowhere': { rateLimit: 1, burstLimit: 1 } } } })).toThrow(/apiThrottle.routes names 'GET \/nowhere'/);
  });
});
