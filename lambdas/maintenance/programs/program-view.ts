import type { ProgramInput, ProgramView } from '#shared/maintenance/api';
import type { ServiceProgramItem } from '#lambdas/data/entities/service-program';

export function programView(p: ServiceProgramItem): ProgramView {
  return {
    programId: p.programId, name: p.name, isPM: p.isPM ?? false, serviceTypes: p.serviceTypes ?? [],
    ...(p.intervalMiles !== undefined ? { intervalMiles: p.intervalMiles } : {}),
    ...(p.intervalDays !== undefined ? { intervalDays: p.intervalDays } : {}),
    ...(p.dueWithinMiles !== undefined ? { dueWithinMiles: p.dueWithinMiles } : {}),
    ...(p.dueWithinDays !== undefined ? { dueWithinDays: p.dueWithinDays } : {}),
    ...(p.dueSoonWithinMiles !== undefined ? { dueSoonWithinMiles: p.dueSoonWithinMiles } : {}),
    ...(p.dueSoonWithinDays !== undefined ? { dueSoonWithinDays: p.dueSoonWithinDays } : {}),
    tractorIds: p.tractorIds ?? null,
    baselines: (p.baselines ?? []).map((b) => ({ tractorId: b.tractorId, date: b.date, ...(b.odometer !== undefined ? { odometer: b.odometer } : {}) })),
    version: p.version ?? 1,
  };
}

/** The item of a program input: absent thresholds stay absent (computeReminders applies the defaults). */
export function programItem(companyId: string, programId: string, p: ProgramInput, version: number) {
  const { tractorIds, ...rest } = p;
  return { companyId, programId, ...rest, ...(tractorIds ? { tractorIds } : {}), updatedOn: new Date().toISOString(), version };
}
