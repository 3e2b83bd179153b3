import type * as z from 'zod';

type Issue = z.core.$ZodIssue;

const FORMAT_NOUNS: Record<string, string> = {
  email: 'email address', url: 'web address', uuid: 'id', guid: 'id', date: 'date (MM/DD/YYYY or YYYY-MM-DD)', time: 'time',
  datetime: 'date and time', e164: 'phone number', ipv4: 'IP address', ipv6: 'IP address', base64: 'encoded value',
};

function listOf(values: readonly unknown[]): string {
  const shown = values.map((v) => String(v));
  if (shown.length <= 1) return shown.join('');
  if (shown.length > 8) return `${shown.slice(0, 8).join(', ')} …`;
  return `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
}

function expectedNoun(expected: string): string {
  switch (expected) {
    case 'string': return 'text';
    case 'number': case 'int': case 'bigint': return 'a number';
    case 'boolean': return 'yes or no (true or false)';
    case 'array': case 'tuple': case 'set': return 'a list';
    case 'date': return 'a date';
    default: return 'filled in correctly';
  }
}

function tooBig(label: string, issue: z.core.$ZodIssueTooBig): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case 'string': return issue.exact ? `${label} is exactly ${max} characters.` : `${label} is at most ${max} characters.`;
    case 'array': case 'set': return `${label} has at most ${max} ${issue.maximum === 1 ? 'entry' : 'entries'}.`;
    case 'file': return `${label} is at most ${max} bytes.`;
    default: return issue.inclusive === false ? `${label} must be less than ${max}.` : `${label} is at most ${max}.`;
  }
}

function tooSmall(label: string, issue: z.core.$ZodIssueTooSmall): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case 'string': return issue.minimum === 1 ? `${label} is required.` : issue.exact ? `${label} is exactly ${min} characters.` : `${label} is at least ${min} characters.`;
    case 'array': case 'set': return issue.minimum === 1 ? `${label} needs at least one entry.` : `${label} needs at least ${min} entries.`;
    default: return issue.inclusive === false ? `${label} must be more than ${min}.` : `${label} is at least ${min}.`;
  }
}

/**
 * The one sentence for a validation problem the schema gave no words of its own for, naming the field
 * by its label: "Origin is required.", "Label is at most 80 characters.", "Email is not a valid email address."
 */
export function issueSentence(issue: Issue, label: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be ${expectedNoun(issue.expected)}.`;
    case 'too_big': return tooBig(label, issue);
    case 'too_small': return tooSmall(label, issue);
    case 'invalid_format': {
      const noun = FORMAT_NOUNS[issue.format];
      return noun ? `${label} is not a valid ${noun}.` : `${label} is not in a form we accept.`;
    }
    case 'invalid_value': return `${label} must be ${listOf(issue.values)}.`;
    case 'not_multiple_of': return `${label} must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys': return `${label} is not accepted.`;
    case 'invalid_union': return `${label} is not in a form we accept.`;
    case 'invalid_key': case 'invalid_element': return `${label} holds an entry we do not accept.`;
    default: return `${label} is not valid.`;
  }
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A schema's own sentence with the field's code name at its start put in the label's words
 * ("startTime must be HH:MM." → "Start time must be HH:MM."); any other sentence is kept as written.
 */
export function relabelled(message: string, path: readonly PropertyKey[], label: string): string {
  const names = [path.map(String).join('.'), String(path.at(-1) ?? '')].filter((n) => n !== '' && n !== label);
  for (const name of names) {
    const start = new RegExp(`^${escaped(name)}(?=[\\s:,.])`);
    if (start.test(message)) return message.replace(start, label);
  }
  return message;
}
