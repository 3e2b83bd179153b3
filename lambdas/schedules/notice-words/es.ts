import type { Words } from '#lambdas/account/words';
import type { ScheduleNoticeKey } from './en.ts';

/** The schedule publish notice in Spanish: every key of en.ts, same `{{names}}`; "Mi horario" is the More menu's entry. */
export const scheduleNoticeEs = {
  published: 'Su horario de la semana del {{week}} está publicado. Abra Mi horario para verlo.',
} as const satisfies Words<ScheduleNoticeKey>;
