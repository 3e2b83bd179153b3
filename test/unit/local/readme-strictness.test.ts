import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const ROOT = new URL('../../../', import.meta.url);

/** The README's list of what the local cloud enforces: the bullets right after its opening sentence. */
function strictnessItems(): string[] {
  const start = README.indexOf('The local cloud is as strict as AWS where a difference would only show after a deploy.');
  expect(start, 'the README names what the local cloud enforces').toBeGreaterThan(-1);
  const list = README.slice(start).split('\n\n')[1]!;
  return list.split(/\n- /).map((item) => item.replace(/^- /, '').replace(/\s+/g, ' ').trim());
}

describe("the README's list of what the local cloud enforces", () => {
  const items = strictnessItems();

  it('has its items, each naming a test file and the start of a test title', () => {
    expect(items.length).toBeGreaterThanOrEqual(9);
    for (const item of items) expect(item, item).toMatch(/\(.*test: `[^`]+` › "[^"]+"\)\.?$/);
  });

  it.each(items.map((item) => [item.slice(0, 60), item] as const))('%s… is held by a test that exists', (_, item) => {
    const [, file, title] = /test: `([^`]+)` › "([^"]+)"/.exec(item)!;
    expect(existsSync(new URL(file!, ROOT)), file).toBe(true);
    const source = readFileSync(new URL(file!, ROOT), 'utf8').replace(/\\'/g, "'");
    expect(source, `${file} has no test titled "${title}…"`).toMatch(new RegExp(`(it|test)(\\.each\\([\\s\\S]*?\\))?\\(\\s*['"\`]${title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});
