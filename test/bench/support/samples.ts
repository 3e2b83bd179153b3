/** The 95th percentile of timing samples (nearest rank). */
export function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

/** Milliseconds of each of `rounds` runs, after `warmUp` runs that are not measured. */
export async function timed(rounds: number, warmUp: number, run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}
