import { measureReadyTime } from '#lib/local/ready-time';

/** Local cloud ready time on this machine: fresh process, empty data folder, demo data seeded. */
export async function bench() {
  const { first, restart } = await measureReadyTime();
  return [
    { name: 'local-cloud-ready-first-start', value: Math.round(first.readyMs), unit: 'ms', budget: 20_000 },
    { name: 'local-cloud-ready-restart', value: Math.round(restart.readyMs), unit: 'ms' },
  ];
}
