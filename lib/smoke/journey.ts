import { hasRole } from '#shared/access/roles';
import { payrollRoutes } from '#lambdas/payroll/routes';
import type { SmokeArguments } from './arguments.ts';
import { boundedGet } from './bounded-fetch.ts';
import { readRuntimeConfig, type SmokeConfig } from './runtime-config.ts';
import { socketPing } from './socket-ping.ts';
import { srpSignIn } from './srp-sign-in.ts';
import { StepFailure, reasonOf, withinTime } from './step-failure.ts';

/**
 * The journey's steps, in order. None writes anything of the product's: only GETs, a sign-in, and the
 * WebSocket connection record every open tab makes and removes (README "Deploy to AWS", smoke test).
 */
export const SMOKE_STEPS = ['spa', 'config', 'sign-in', 'account', 'payruns', 'websocket'] as const;
export type SmokeStep = (typeof SMOKE_STEPS)[number];

export interface StepResult {
  readonly step: SmokeStep;
  readonly ok: boolean;
  readonly ms: number;
  /** Why it failed (or that it did not run), in plain words. */
  readonly reason?: string;
  /** A passing step's remark worth reading, e.g. a refusal the route table documents. */
  readonly note?: string;
}

export interface SmokeReport {
  readonly passed: boolean;
  readonly steps: readonly StepResult[];
}

/** Each step's deadline: a cold Lambda answers in a few seconds, so these only catch a stage that hangs. */
export const DEFAULT_TIMEOUTS_MS: Readonly<Record<SmokeStep, number>> = {
  spa: 10_000,
  config: 10_000,
  'sign-in': 20_000,
  account: 15_000,
  payruns: 15_000,
  websocket: 15_000,
};

export interface SmokeOptions {
  /** Told each step's result as soon as it is known (the command prints it). */
  readonly onStep?: (result: StepResult) => void;
  readonly timeoutsMs?: Partial<Record<SmokeStep, number>>;
}

/** `ok <step> (<ms> ms)` or `FAIL <step>: <reason>`. */
export function formatStep(result: StepResult): string {
  if (!result.ok) return `FAIL ${result.step}: ${result.reason ?? 'failed'}`;
  return `ok ${result.step} (${result.ms} ms)${result.note ? `: ${result.note}` : ''}`;
}

/** Bigger than index.html or config.json will ever be; an answer this big is not the app's. */
const MAX_PAGE_BYTES = 1024 * 1024;
const MAX_API_BYTES = 1024 * 1024;

const LIST_PAY_RUNS = payrollRoutes.find((r) => r.method === 'GET' && r.path === '/payruns');

interface Signed {
  config: SmokeConfig;
  idToken: string;
  role: number;
}

/**
 * The read-only journey a deployed stage must pass: the SPA and its config, an SRP sign-in, the
 * signed-in user's account, the pay-run list and a WebSocket round trip. A step that needs an earlier
 * one's result is reported as not run when that one failed.
 */
export async function runSmoke(args: SmokeArguments, opts: SmokeOptions = {}): Promise<SmokeReport> {
  const timeouts = { ...DEFAULT_TIMEOUTS_MS, ...opts.timeoutsMs };
  const steps: StepResult[] = [];
  const state: Partial<Signed> = {};

  async function step(name: SmokeStep, needs: readonly SmokeStep[], work: (timeoutMs: number) => Promise<string | void>): Promise<void> {
    const failed = needs.find((n) => !steps.find((s) => s.step === n)?.ok);
    let result: StepResult;
    if (failed) result = { step: name, ok: false, ms: 0, reason: `not run, because ${failed} failed` };
    else {
      const started = performance.now();
      try {
        const note = await withinTime(work(timeouts[name]), timeouts[name], name);
        result = { step: name, ok: true, ms: Math.round(performance.now() - started), ...(note ? { note } : {}) };
      } catch (error) {
        result = { step: name, ok: false, ms: Math.round(performance.now() - started), reason: reasonOf(error) };
      }
    }
    steps.push(result);
    opts.onStep?.(result);
  }

  await step('spa', [], (t) => checkSpa(args.url, t));
  await step('config', [], async (t) => {
    state.config = await readRuntimeConfig(args.url, t);
  });
  await step('sign-in', ['config'], async () => {
    state.idToken = await srpSignIn(state.config!, args.email, args.password);
  });
  await step('account', ['sign-in'], async (t) => {
    const { note, role } = await readAccount(state.config!, state.idToken!, t);
    state.role = role;
    return note;
  });
  await step('payruns', ['account'], (t) => listPayRuns(state.config!, state.idToken!, state.role!, t));
  await step('websocket', ['sign-in'], (t) => socketPing(state.config!.wsUrl, state.idToken!, t));

  return { passed: steps.every((s) => s.ok), steps };
}

/** index.html is the app's page, and the module script it loads is served as JavaScript (not the SPA fallback). */
async function checkSpa(origin: string, timeoutMs: number): Promise<void> {
  const page = await boundedGet(`${origin}/`, { timeoutMs, maxBytes: MAX_PAGE_BYTES });
  if (page.status !== 200) throw new StepFailure(`${origin}/ answered ${page.status}, not 200`);
  if (!page.contentType.startsWith('text/html')) throw new StepFailure(`${origin}/ answered ${page.contentType || 'no content type'}, not text/html`);
  if (!page.text.includes('<title>FAST DASHBOARD</title>') || !page.text.includes('id="root"')) {
    throw new StepFailure(`${origin}/ is not FAST DASHBOARD's index.html (no FAST DASHBOARD title or root element)`);
  }
  const script = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]{1,512})"/.exec(page.text)?.[1];
  if (!script) throw new StepFailure('index.html names no module script: the uploaded SPA is not a build (run npm run build:web)');
  const scriptUrl = new URL(script, `${origin}/`).href;
  const asset = await boundedGet(scriptUrl, { timeoutMs, maxBytes: MAX_PAGE_BYTES, readBody: false });
  if (asset.status !== 200) throw new StepFailure(`the app's script ${scriptUrl} answered ${asset.status}`);
  if (!asset.contentType.includes('javascript')) {
    throw new StepFailure(`the app's script ${scriptUrl} answered ${asset.contentType || 'no content type'}, not JavaScript (a missing asset served as index.html?)`);
  }
}

interface ApiAnswer {
  status: number;
  body: Record<string, unknown> | undefined;
}

async function apiGet(config: SmokeConfig, idToken: string, path: string, timeoutMs: number): Promise<ApiAnswer> {
  const url = `${config.apiUrl.replace(/\/$/, '')}${path}`;
  const answer = await boundedGet(url, {
    timeoutMs,
    maxBytes: MAX_API_BYTES,
    headers: { authorization: `Bearer ${idToken}`, 'x-app-version': config.appVersion },
  });
  let body: Record<string, unknown> | undefined;
  try {
    body = answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : undefined;
  } catch {
    throw new StepFailure(`GET ${path} answered ${answer.status} with a body that is not JSON`);
  }
  return { status: answer.status, body };
}

function refusal(path: string, answer: ApiAnswer): StepFailure {
  const message = typeof answer.body?.message === 'string' ? `: ${answer.body.message.slice(0, 200)}` : '';
  const hint = answer.status === 401 ? ' (the HTTP API refused the id token: is config.json from this stage?)' : '';
  return new StepFailure(`GET ${path} answered ${answer.status}${message}${hint}`);
}

/** GET /me, the route the SPA's shell reads the signed-in user and his company from. */
async function readAccount(config: SmokeConfig, idToken: string, timeoutMs: number): Promise<{ role: number; note: string }> {
  const answer = await apiGet(config, idToken, '/me', timeoutMs);
  if (answer.status !== 200) throw refusal('/me', answer);
  const user = answer.body?.user as { role?: unknown; email?: unknown; companyId?: unknown } | undefined;
  const company = answer.body?.company as { companyName?: unknown } | null | undefined;
  if (!user || typeof user.role !== 'number') throw new StepFailure('GET /me answered 200 without the user and his role');
  if (!user.companyId || !company) throw new StepFailure('the user belongs to no company yet: finish /create-company on the web app first');
  return { role: user.role, note: `role ${user.role} of ${String(company.companyName ?? '')}` };
}

/** GET /payruns: listed for payroll staff; for a role the route table keeps out, its 403 is the expected answer. */
async function listPayRuns(config: SmokeConfig, idToken: string, role: number, timeoutMs: number): Promise<string> {
  if (!LIST_PAY_RUNS || LIST_PAY_RUNS.minRole === 'public') throw new StepFailure('the route table has no signed-in GET /payruns');
  const minRole = LIST_PAY_RUNS.minRole;
  const answer = await apiGet(config, idToken, '/payruns', timeoutMs);
  if (!hasRole(role, minRole)) {
    if (answer.status === 403) return `refused (403) to role ${role}, as the route table says (pay runs need role ${minRole} or lower); use an owner to list them`;
    throw new StepFailure(`GET /payruns answered ${answer.status} to role ${role}, which the route table keeps out (403 expected)`);
  }
  if (answer.status !== 200) throw refusal('/payruns', answer);
  const payRuns = answer.body?.payRuns;
  if (!Array.isArray(payRuns)) throw new StepFailure('GET /payruns answered 200 without its payRuns list');
  return `${payRuns.length} pay run${payRuns.length === 1 ? '' : 's'}`;
}
