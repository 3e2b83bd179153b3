import { DEMO_COMPANIES } from '#lib/local/seed/demo-companies';
import { demoFeedKey } from '#lib/local/seed/demo-feed-key';
import { demoPlans, FEED_INTERVAL_MS, quarterHourAtOrBefore } from './demo-plan.ts';
import { reportEvents } from './demo-events.ts';

export interface FeedSimulator {
  /** One report of every demo tractor, 15 simulated minutes after the last; answers what the endpoint said. */
  tick(): Promise<{ at: string; answers: unknown[] }>;
  stop(): void;
}

/**
 * The telematics provider's stand-in: drives the demo tractors along their interstate legs and posts
 * each company's reports to the public feed endpoint with that company's demo key, as the provider would.
 * Simulated time moves 15 minutes a tick; ticks come every 15 minutes, `speed` times faster on request
 * (so simulated time may run ahead of the clock), or only when asked (`speed` 0: tests).
 */
export function startFeedSimulator(opts: { apiUrl: string; speed: number; onError: (e: unknown) => void; after?: Promise<unknown> }): FeedSimulator {
  const companies = DEMO_COMPANIES.map((company) => ({ key: demoFeedKey(company), plans: demoPlans(company) }));
  // The seed wrote reports up to the last quarter hour; the first tick reports the next one.
  let simMs = quarterHourAtOrBefore(Date.now());
  let running: Promise<unknown> = Promise.resolve();

  async function post(key: string, events: unknown[]): Promise<unknown> {
    const response = await fetch(`${opts.apiUrl}/telematics/events`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ events }) });
    const answer = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`the feed endpoint answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }

  function tick(): Promise<{ at: string; answers: unknown[] }> {
    const next = running.then(async () => {
      simMs = Math.max(simMs + FEED_INTERVAL_MS, quarterHourAtOrBefore(Date.now()));
      const at = simMs;
      const answers = await Promise.all(companies.map((c) => post(c.key, c.plans.flatMap((p) => reportEvents(p, at)))));
      return { at: new Date(at).toISOString(), answers };
    });
    running = next.catch(() => undefined);
    return next;
  }

  // Reports start once the seed's history is written: its day rows would overwrite the reports' miles.
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  if (opts.speed > 0) {
    void (opts.after ?? Promise.resolve()).finally(() => {
      if (stopped) return;
      timer = setInterval(() => void tick().catch(opts.onError), FEED_INTERVAL_MS / opts.speed);
      timer.unref();
    });
  }
  return { tick, stop: () => { stopped = true; clearInterval(timer); } };
}
