import type { ServiceProgramItem } from '#lambdas/data/entities/service-program';

/** A stored service program as the reminders' rule (computeReminders) reads it. */
export function programInput(p: ServiceProgramItem) {
  return {
    id: p.programId, name: p.name, isPM: p.isPM ?? false, serviceTypes: p.serviceTypes ?? [],
    intervalMiles: p.intervalMiles, intervalDays: p.intervalDays,
    dueWithinMiles: p.dueWithinMiles, dueWithinDays: p.dueWithinDays, dueSoonWithinMiles: p.dueSoonWithinMiles, dueSoonWithinDays: p.dueSoonWithinDays,
    tractorIds: p.tractorIds ?? null, baselines: p.baselines ?? [],
  };
}
