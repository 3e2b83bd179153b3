/** Dates and times of shifts as the company's clock reads them, whatever the phone's own zone, in the reader's locale. */
const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string, locale: string) {
  const key = `${timeZone}|${locale}`;
  let f = formats.get(key);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }),
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    };
    formats.set(key, f);
  }
  return f;
}

/** "Tue, Mar 10" (en-US), "mar, 10 de mar" (es-US) */
export const zoneDay = (iso: string, timeZone: string, locale: string) => formatsOf(timeZone, locale).day.format(new Date(iso));
/** "6:02 AM" (en-US), "6:02 a. m." (es-US) */
export const zoneTime = (iso: string, timeZone: string, locale: string) => formatsOf(timeZone, locale).time.format(new Date(iso));
/** "2026-03-10": the company-zone calendar day of an instant. */
export const zoneDate = (iso: string, timeZone: string) => formatsOf(timeZone, 'en-US').date.format(new Date(iso));
/** "Mar 10": a YYYY-MM-DD day, read as that calendar day. */
export const isoDayText = (isoDate: string, locale: string) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${isoDate}T00:00:00Z`));
