import { describe, expect, it } from 'vitest';
import { parseSmokeArguments } from '#lib/smoke/arguments';
import { formatStep } from '#lib/smoke/journey';

describe('smoke command arguments', () => {
  it('reads --url, --email and --password in either form, keeping only the URL origin', () => {
    expect(parseSmokeArguments(['--url', 'https://d1234.cloudfront.net/', '--email=owner@example.com', '--password', 'Pass word#1'])).toEqual({
      ok: true,
      args: { url: 'https://d1234.cloudfront.net', email: 'owner@example.com', password: 'Pass word#1' },
    });
  });

  it('names every missing argument', () => {
    expect(parseSmokeArguments([])).toEqual({ ok: false, problems: ['--url is missing', '--email is missing', '--password is missing'] });
    expect(parseSmokeArguments(['--url', 'https://x.test', '--email', 'a@b.test', '--password'])).toEqual({ ok: false, problems: ['--password needs a value'] });
  });

  it('refuses unknown options, stray words and repeated options in plain words', () => {
    const parsed = parseSmokeArguments(['--url', 'https://x.test', '--mail', 'a@b.test', 'extra', '--url', 'https://y.test', '--password', 'p']);
    expect(parsed).toEqual({
      ok: false,
      problems: [
        'unknown option --mail; the options are --url, --email and --password',
        'unexpected argument "extra"; arguments are --url, --email and --password',
        '--url is given twice',
        '--email is missing',
      ],
    });
  });

  it('refuses a URL that is not the app origin over http(s), a malformed e-mail and an empty or huge password', () => {
    const problems = (argv: string[]) => (parseSmokeArguments(argv) as { problems: string[] }).problems;
    const rest = ['--email', 'a@b.test', '--password', 'p'];
    expect(problems(['--url', 'not a url', ...rest])).toEqual(['--url "not a url" is not a URL; give the app\'s address, e.g. https://d1234abcd.cloudfront.net']);
    expect(problems(['--url', 'ftp://x.test', ...rest])).toEqual(['--url must start with https:// (or http:// for a local cloud), not ftp://']);
    expect(problems(['--url', 'https://u:p@x.test', ...rest])).toEqual(['--url must not carry a user name or password']);
    expect(problems(['--url', 'https://x.test/app?x=1', ...rest])).toEqual([
      "--url must be the app's origin without a path, query or fragment (the app reads /config.json at the root), e.g. https://x.test",
    ]);
    expect(problems(['--url', `https://x.test/${'a'.repeat(2100)}`, ...rest])).toEqual(['--url is longer than 2048 characters']);
    expect(problems(['--url', 'https://x.test', '--email', 'owner', '--password', ''])).toEqual(['--email "owner" is not an e-mail address', '--password is empty']);
    expect(problems(['--url', 'https://x.test', '--email', 'a@b.test', '--password', 'x'.repeat(257)])).toEqual(['--password is longer than 256 characters']);
    expect(problems(Array.from({ length: 13 }, () => '--url'))).toEqual(['too many arguments (13); only --url, --email and --password are read']);
  });

  it('asks for help without running anything', () => {
    expect(parseSmokeArguments(['--url', 'https://x.test', '--help'])).toEqual({ ok: false, help: true });
  });
});

describe('smoke step lines', () => {
  it('prints ok with milliseconds, or FAIL with the reason', () => {
    expect(formatStep({ step: 'spa', ok: true, ms: 42 })).toBe('ok spa (42 ms)');
    expect(formatStep({ step: 'payruns', ok: true, ms: 7, note: '3 pay runs' })).toBe('ok payruns (7 ms): 3 pay runs');
    expect(formatStep({ step: 'sign-in', ok: false, ms: 9, reason: 'Cognito refused the e-mail and password' })).toBe('FAIL sign-in: Cognito refused the e-mail and password');
  });
});
