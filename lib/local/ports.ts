import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const LOOPBACK = '127.0.0.1';

/**
 * The OS's ephemeral range, from which every `listen(0)` (Cognito's, S3's, the gateway's) takes its port.
 * Linux publishes it; elsewhere the IANA range.
 */
function ephemeralRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low > 2048) return { low, high };
  } catch {
    // Not Linux: the IANA dynamic range below.
  }
  return { low: 49152, high: 65535 };
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolve(true)));
  });
}

/**
 * A free port for a server that cannot be handed a bound socket (a JVM given a port number), taken below the
 * ephemeral range: a `listen(0)` elsewhere in the cloud can then never be given the same port between our
 * check and the server's bind. Two such choosers can still meet, so the caller checks who answers and
 * retries on another port.
 */
export async function portOutsideEphemeralRange(): Promise<number> {
  const { low } = ephemeralRange();
  const floor = Math.max(10_000, low - 12_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = floor + Math.floor(Math.random() * (low - floor));
    if (await bindable(port)) return port;
  }
  throw new Error(`No free port between ${floor} and ${low - 1}`);
}

/** Polls `probe` until it resolves true; rejects after `timeoutMs` or when `abort` reports a reason. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  opts: { timeoutMs: number; intervalMs?: number; what: string; abort?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    const aborted = opts.abort?.();
    if (aborted) throw new Error(`${opts.what} did not start: ${aborted}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${opts.what} did not answer within ${opts.timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 50));
  }
}
