/**
 * The smoke command's arguments: `--url URL --email E --password P` (or `--name=value`), each checked
 * with a plain message. Nothing else is accepted, so a typo never runs a half-configured journey.
 */
export interface SmokeArguments {
  /** The SPA's origin, without a trailing slash: `https://host` or `http://127.0.0.1:3000`. */
  readonly url: string;
  readonly email: string;
  readonly password: string;
}

export type ParsedArguments = { ok: true; args: SmokeArguments } | { ok: false; problems: string[] } | { ok: false; help: true };

export const SMOKE_USAGE = 'usage: npm run smoke -- --url https://HOST --email USER@EXAMPLE.COM --password PASSWORD';

const NAMES = ['url', 'email', 'password'] as const;
type Name = (typeof NAMES)[number];

const MAX_URL = 2048;
/** RFC 5321's limit of a mailbox. */
const MAX_EMAIL = 254;
/** Cognito's own limit of a password. */
const MAX_PASSWORD = 256;
/** More words than three name=value pairs can need: refuse before looking at them. */
const MAX_WORDS = 12;

const isName = (value: string): value is Name => (NAMES as readonly string[]).includes(value);

export function parseSmokeArguments(argv: readonly string[]): ParsedArguments {
  if (argv.includes('--help') || argv.includes('-h')) return { ok: false, help: true };
  if (argv.length > MAX_WORDS) return { ok: false, problems: [`too many arguments (${argv.length}); only --url, --email and --password are read`] };
  const given = new Map<Name, string>();
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    const match = /^--([a-z-]+)(?:=([\s\S]*))?$/.exec(word);
    if (!match) {
      problems.push(`unexpected argument ${quoted(word)}; arguments are --url, --email and --password`);
      continue;
    }
    const [, name = '', inline] = match;
    if (!isName(name)) {
      problems.push(`unknown option --${name}; the options are --url, --email and --password`);
      if (inline === undefined) i++;
      continue;
    }
    let value = inline;
    if (value === undefined) {
      value = argv[i + 1];
      i++;
      if (value === undefined) {
        problems.push(`--${name} needs a value`);
        continue;
      }
    }
    if (given.has(name)) problems.push(`--${name} is given twice`);
    given.set(name, value);
  }
  for (const name of NAMES) if (!given.has(name) && !problems.some((p) => p.startsWith(`--${name} `))) problems.push(`--${name} is missing`);
  if (problems.length > 0) return { ok: false, problems };

  const url = checkUrl(given.get('url')!, problems);
  const email = checkEmail(given.get('email')!, problems);
  const password = checkPassword(given.get('password')!, problems);
  if (problems.length > 0 || url === undefined) return { ok: false, problems };
  return { ok: true, args: { url, email, password } };
}

function checkUrl(raw: string, problems: string[]): string | undefined {
  if (raw.length > MAX_URL) {
    problems.push(`--url is longer than ${MAX_URL} characters`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`--url ${quoted(raw)} is not a URL; give the app's address, e.g. https://d1234abcd.cloudfront.net`);
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') problems.push(`--url must start with https:// (or http:// for a local cloud), not ${url.protocol}//`);
  else if (url.username || url.password) problems.push('--url must not carry a user name or password');
  else if (url.pathname !== '/' || url.search || url.hash) problems.push(`--url must be the app's origin without a path, query or fragment (the app reads /config.json at the root), e.g. ${url.origin}`);
  else return url.origin;
  return undefined;
}

function checkEmail(raw: string, problems: string[]): string {
  const email = raw.trim();
  if (email.length === 0) problems.push('--email is empty');
  else if (email.length > MAX_EMAIL) problems.push(`--email is longer than ${MAX_EMAIL} characters`);
  else if (!/^[^\s@]+@[^\s@]+$/.test(email)) problems.push(`--email ${quoted(email)} is not an e-mail address`);
  return email;
}

function checkPassword(raw: string, problems: string[]): string {
  if (raw.length === 0) problems.push('--password is empty');
  else if (raw.length > MAX_PASSWORD) problems.push(`--password is longer than ${MAX_PASSWORD} characters`);
  return raw;
}

/** An argument shown back to the user, shortened so a pasted blob cannot flood the terminal. */
function quoted(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}
