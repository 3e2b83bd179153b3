/**
 * Request limits of the HTTP API's stage (README "Deploy to AWS", sizing). API Gateway answers 429 past
 * them, before any function runs. Context `apiThrottle` overrides them, e.g.
 * `-c 'apiThrottle={"rateLimit":3000,"burstLimit":5000,"routes":{"POST /telematics/events":{"rateLimit":200,"burstLimit":400}}}'`.
 */
export interface ApiThrottle {
  /** Steady requests per second for the whole stage, every company together. */
  readonly rateLimit: number;
  /** Requests the stage takes at once above the steady rate. */
  readonly burstLimit: number;
  /** Tighter limits of single routes, by the route key API Gateway holds (`POST /telematics/events`, `ANY /x`). */
  readonly routes: Readonly<Record<string, { readonly rateLimit: number; readonly burstLimit: number }>>;
}

/**
 * Sized for 1,000 companies of 60 drivers and 5 office users: at the morning peak a third of 65,000
 * people make a request every 10 s (about 2,200/s), every office page opening at once adds bursts. The
 * account's own limit is 10,000/s with a 5,000 burst for all its APIs in a region. The open routes get
 * their own ceiling, so a feed or link caller in a loop cannot spend everyone's share: the telematics
 * feed posts once per company every 15 minutes (1/s for 1,000 companies, 17/s at a 1-minute feed), and a
 * signed link is opened by one person at a time.
 */
export const DEFAULT_API_THROTTLE: ApiThrottle = {
  rateLimit: 3000,
  burstLimit: 5000,
  routes: {
    'POST /telematics/events': { rateLimit: 100, burstLimit: 200 },
    'GET /inspection-link/form': { rateLimit: 50, burstLimit: 100 },
    'POST /inspection-link/uploads': { rateLimit: 50, burstLimit: 100 },
    'POST /inspection-link/submissions': { rateLimit: 50, burstLimit: 100 },
    'GET /schedule-link/schedule': { rateLimit: 50, burstLimit: 100 },
    'GET /report-link/download': { rateLimit: 50, burstLimit: 100 },
  },
};

/** The context value (a JSON object or its text) over the defaults; a wrong value fails synthesis naming it. */
export function apiThrottleFrom(context: unknown): ApiThrottle {
  if (context === undefined) return DEFAULT_API_THROTTLE;
  const value = (typeof context === 'string' ? JSON.parse(context) : context) as Partial<ApiThrottle>;
  const throttle = { ...DEFAULT_API_THROTTLE, ...value, routes: { ...DEFAULT_API_THROTTLE.routes, ...value.routes } };
  const limits = [['apiThrottle', throttle] as const, ...Object.entries(throttle.routes).map(([key, limit]) => [`apiThrottle.routes["${key}"]`, limit] as const)];
  for (const [where, limit] of limits) {
    for (const field of ['rateLimit', 'burstLimit'] as const) {
      const n = limit[field];
      if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new Error(`Context ${where}.${field} must be a whole number of requests from 1 to 10000`);
    }
  }
  return throttle;
}
