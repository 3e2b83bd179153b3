/** Shapes of the route table; kept apart from the table so infrastructure can import the types alone. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any signed-in user, whatever his role (the spec's "other or none" roles included). */
export const ANY_SIGNED_IN = 99;

export interface RouteAccess {
  /** DynamoDB single table: read-only or read/write grant. */
  table?: 'read' | 'readWrite';
  /** Uploads bucket. */
  uploads?: 'read' | 'readWrite';
  /** May post to WebSocket connections (@connections management API). */
  sockets?: boolean;
  /** State machines (by name in lambdas/workflows) this function may start. */
  workflows?: string[];
  /** May create, update and delete the one-time schedules of chat broadcasts (and pass their role). */
  schedules?: boolean;
  /** May send alerts: SES e-mail and SNS SMS in AWS (the outbox locally). */
  alerts?: boolean;
}

export interface RouteDef {
  method: HttpMethod;
  /** REST path with API Gateway style parameters, e.g. `/payruns/{id}/paydocs`. */
  path: string;
  /** Module under lambdas/ (no extension) whose `handler` export serves the route. */
  handler: string;
  /** `public` routes have no authorizer; otherwise the least privileged role number allowed (lower is more). */
  minRole: number | 'public';
  /** `company`: anything of the caller's company; `own`: a driver only reaches his own records; `public`: no tenant. */
  scope: 'company' | 'own' | 'public';
  /** One-line description for the README's API table. */
  summary: string;
  /** The call of the old system this route replaces (spec part 1 §7), when there is one. */
  replaces?: string;
  access: RouteAccess;
}

export interface SocketRouteDef {
  routeKey: '$connect' | '$disconnect' | '$default';
  handler: string;
  access: RouteAccess;
}

/** Stable, CloudFormation-friendly id of a route, e.g. `GET /me/profile` → `GetMeProfile`. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/).filter(Boolean)];
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}
