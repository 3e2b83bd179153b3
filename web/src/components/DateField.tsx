import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState, type ReactNode } from 'react';
import { TYPED_DATE_FORMATS, usDateOf } from '#shared/validation/typed-date';
import { componentText } from './strings.ts';
import { dayOfCalendarCell, dayOfText, dayTextProblem, type TypedDay } from './typed-day.ts';

export interface DateFieldProps {
  label: string;
  /** The page's day: YYYY-MM-DD, '' for none, null while the typed text is not a date. */
  value: TypedDay;
  onChange: (day: TypedDay) => void;
  /** The page's or the server's sentence about this field; the field's own (not a date) comes first. */
  error?: string | undefined;
  description?: ReactNode;
  /** Under the field; the accepted formats when not given. */
  constraint?: ReactNode;
  disabled?: boolean;
  /** Days the calendar offers; a typed day is checked by the page and the server. */
  isDayEnabled?: (day: string) => boolean;
  /** The calendar's button and month names, for a screen in another language. */
  calendarText?: typeof componentText.dateField;
}

/**
 * A typed date as the tables show it (MM/DD/YYYY) or ISO, with a calendar to pick a day. An impossible or
 * malformed date is refused naming the field and never moved to a real one (the date picker's mask moved
 * 2027/02/30 to 02/28); the page gets null for it and must not ask the server.
 */
export function DateField({ label, value, onChange, error, description, constraint, disabled, isDayEnabled, calendarText }: DateFieldProps) {
  const words = calendarText ?? componentText.dateField;
  const [text, setText] = useState(() => usDateOf(value ?? ''));
  const [held, setHeld] = useState<TypedDay>(value);
  const [typing, setTyping] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // A day the page sets (a default, a reset, a chosen week) replaces the text; null is only ever the field's own.
  if (value !== held) {
    setHeld(value);
    if (value !== null) setText(usDateOf(value));
  }
  const take = (next: string) => {
    const day = dayOfText(next);
    setText(next);
    setHeld(day);
    onChange(day);
  };
  const problem = typing ? undefined : dayTextProblem(label, text);
  return (
    <FormField label={label} errorText={problem ?? error} description={description} constraintText={constraint ?? TYPED_DATE_FORMATS}>
      <div className="fd-date-field" onKeyDown={(event) => {
        if (event.key === 'Escape') setCalendarOpen(false);
      }}>
        <div className="fd-date-field__row">
          <Input
            value={text}
            placeholder={TYPED_DATE_FORMATS}
            ariaLabel={label}
            inputMode="numeric"
            disabled={disabled ?? false}
            invalid={problem !== undefined || (error !== undefined && error !== '')}
            onChange={({ detail }) => take(detail.value)}
            onFocus={() => setTyping(true)}
            onBlur={() => setTyping(false)}
          />
          <Button variant="icon" iconName="calendar" ariaLabel={words.open(label)} disabled={disabled ?? false} ariaExpanded={calendarOpen} onClick={() => setCalendarOpen((open) => !open)} />
        </div>
        {calendarOpen && (
          <Calendar
            value={held ?? ''}
            ariaLabel={words.open(label)}
            i18nStrings={words.calendar}
            {...(isDayEnabled ? { isDateEnabled: (cell: Date) => isDayEnabled(dayOfCalendarCell(cell)) } : {})}
            onChange={({ detail }) => {
              take(usDateOf(detail.value));
              setCalendarOpen(false);
            }}
          />
        )}
      </div>
    </FormField>
  );
}
