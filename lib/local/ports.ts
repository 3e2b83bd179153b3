import { createServer } from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** A port that was free a moment ago on loopback (the OS picks it); callers bind it right away. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
