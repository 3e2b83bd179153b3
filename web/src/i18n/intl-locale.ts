/**
 * The `Intl` locale for a reader's language: weekday and month names and the clock in his language, as
 * written in the United States (es-US: "6:02 p. m."; English stays en-US: "6:02 PM").
 */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith('es') ? 'es-US' : 'en-US';
}
