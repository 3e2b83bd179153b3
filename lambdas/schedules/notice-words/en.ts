/** The schedule publish notice a driver gets in his chat, in English; `{{week}}` is the week's first day. */
export const scheduleNoticeEn = {
  published: 'Your schedule for the week of {{week}} is published. Open My schedule to see it.',
} as const;

export type ScheduleNoticeKey = keyof typeof scheduleNoticeEn;
