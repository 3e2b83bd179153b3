import { parseArgs } from 'node:util';

export interface SoakArguments {
  readonly url?: string;
  readonly faults: number;
  readonly seed: number;
  readonly days: number;
}

export type ParsedSoakArguments = { ok: true; args: SoakArguments } | { ok: false; problems: string[] } | { ok: false; help: true };

export const SOAK_USAGE = 'usage: npm run soak -- [--url http://127.0.0.1:3000] [--faults 0.05] [--seed N] [--days 5]';

/** `--faults` 5% unless told, as the soak runs. */
export const DEFAULT_FAULTS = 0.05;
export const DEFAULT_DAYS = 5;

/** The soak's options, each checked with a plain sentence naming it. */
export function parseSoakArguments(argv: readonly string[]): ParsedSoakArguments {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { url: { type: 'string' }, faults: { type: 'string' }, seed: { type: 'string' }, days: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
  if (values.help) return { ok: false, help: true };
  const problems: string[] = [];
  const number = (name: string, fallback: number, valid: (n: number) => boolean, rule: string): number => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (typeof raw !== 'string' || raw.trim() === '' || !valid(n)) problems.push(`--${name} must be ${rule}, not '${String(raw)}'`);
    return n;
  };
  const faults = number('faults', DEFAULT_FAULTS, (n) => n >= 0 && n <= 0.5, 'a share of calls from 0 to 0.5');
  const seed = number('seed', 1, (n) => Number.isInteger(n) && n >= 0 && n < 2 ** 31, 'a whole number from 0 to 2147483647');
  const days = number('days', DEFAULT_DAYS, (n) => Number.isInteger(n) && n >= 1 && n <= 7, 'a whole number of days from 1 to 7');
  let url: string | undefined;
  if (typeof values.url === 'string') {
    try {
      const parsed = new URL(values.url);
      // A soak's traffic stays on this machine: only a local cloud (loopback) is a target.
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname) || parsed.protocol !== 'http:') problems.push(`--url must be a local cloud on this machine (http://127.0.0.1:PORT), not ${values.url}`);
      else url = parsed.origin;
    } catch {
      problems.push(`--url '${values.url}' is not a URL; give the local cloud's address, e.g. http://127.0.0.1:3000`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, args: { ...(url ? { url } : {}), faults, seed, days } };
}
