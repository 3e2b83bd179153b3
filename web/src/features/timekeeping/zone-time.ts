/** Dates and times of shifts as the company's clock reads them, whatever the phone's own zone. */
const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    };
    formats.set(timeZone, f);
  }
  return f;
}

/** "Tue, Mar 10" */
export const zoneDay = (iso: string, timeZone: string) => formatsOf(timeZone).day.format(new Date(iso));
/** "6:02 AM" */
export const zoneTime = (iso: string, timeZone: string) => formatsOf(timeZone).time.format(new Date(iso));
/** "2026-03-10": the company-zone calendar day of an instant. */
export const zoneDate = (iso: string, timeZone: string) => formatsOf(timeZone).date.format(new Date(iso));
/** "Mar 10": a YYYY-MM-DD day, read as that calendar day. */
export const isoDayText = (isoDate: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${isoDate}T00:00:00Z`));
