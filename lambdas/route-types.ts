/** Shapes of the route table; kept apart from the table so infrastructure can import the types alone. */
import type { IntegrationSystem } from '#shared/integrations/systems';

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
  /**
   * The Cognito user pool: `read` gets users (AdminGetUser, ListUsers); `admin` also creates, updates,
   * disables, enables and signs out users (invitations, role changes, company sign-up's claims).
   */
  users?: 'read' | 'admin';
  /**
   * The integration secrets key: `seal` may only encrypt (setup routes save credentials they can never read
   * back), `open` may only decrypt (adapters use saved credentials), `sealAndOpen` both.
   */
  secrets?: 'seal' | 'open' | 'sealAndOpen';
  /** Outside systems the function calls: each gets its base URL variable (`SYSTEM_ENV`). */
  outside?: IntegrationSystem[];
}

/**
 * For `scope: 'own'`, what in the request names something owned by one driver or user; the middleware
 * checks it before the handler runs, so a handler that forgets cannot serve another driver's records.
 * - `caller`: nothing in the request names an owner; the handler reads only what the token keys.
 * - `driver`: the `{driverId}` path parameter; payroll staff (role ≤ 2) may name any driver, anyone else
 *   only his own DriverID.
 * - `room`: the `{roomId}` path parameter; the caller must be a member of that room of his company.
 * - `upload-folder`: the body's `savePath` names a room's attachments (members only) or the caller's own
 *   profile-photo folder.
 * - `document`: the `{documentId}` path parameter; document staff (role ≤ 4) any of the company's, anyone
 *   else only the company's papers, his own and his current tractor's (404 for any other).
 * - `submission`: the `{submissionId}` path parameter; inspection staff (role ≤ 4) any of the company's,
 *   anyone else only a submission whose category is his own driver id (404 for any other).
 * - `schedule-link`: the `{linkId}` path parameter; dispatch (role ≤ 3) any of the company's schedule links,
 *   anyone else only a link to his own schedule (404 for any other).
 */
export type Ownership = 'caller' | 'driver' | 'room' | 'upload-folder' | 'document' | 'submission' | 'schedule-link';

interface RouteBase {
  method: HttpMethod;
  /** REST path with API Gateway style parameters, e.g. `/payruns/{id}/paydocs`. */
  path: string;
  /** Module under lambdas/ (no extension) whose `handler` export serves the route. */
  handler: string;
  /** `public` routes have no authorizer; otherwise the least privileged role number allowed (lower is more). */
  minRole: number | 'public';
  /** One-line description for the README's API table. */
  summary: string;
  /** The call of the old system this route replaces (spec part 1 §7), when there is one. */
  replaces?: string;
  access: RouteAccess;
  /**
   * What a signed-in caller without a company claim is told, where the spec words it for the area
   * (part 2 §8 "Company ID not found" for search and import history); the company-verification text otherwise.
   */
  noCompanyMessage?: string;
  /** Largest request body read, in bytes (default LIMITS.bodyBytes); a larger one is answered 413. */
  bodyLimitBytes?: number;
  /**
   * Nested stack of the Api stack that holds the route, when not its list's (see `inStack`). Never change
   * it once deployed: API Gateway refuses a route created in one stack while another still holds its key.
   */
  stack?: string;
  /**
   * A Lambda function of its own instead of its stack's shared one (README "Deploy"): a public machine
   * feed, an upload, a signed-link reader, or a route needing another timeout or memory.
   */
  ownFunction?: boolean;
}

/** `company`: anything of the caller's company; `own`: a driver only reaches his own records; `public`: no tenant. */
type RouteScope = { scope: 'company' | 'public'; owner?: never } | { scope: 'own'; owner: Ownership };

export type RouteDef = RouteBase & RouteScope;

/** A route with the nested stack of the Api stack that holds it. */
export type StackedRoute = RouteDef & { stack: string };

/** Puts `routes` in the nested stack `stack`, except a route that names its own. */
export function inStack(stack: string, routes: readonly RouteDef[]): StackedRoute[] {
  return routes.map((route) => ({ ...route, stack: route.stack ?? stack }));
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
