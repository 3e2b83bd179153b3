import { describe, expect, it } from 'vitest';
import { MAX_LISTED_PROBLEMS, listedProblems } from '#shared/payroll/problem-list';

const problems = (n: number) => Array.from({ length: n }, (_, i) => `tripLogs[${i}].MilesQTY: must be 0 or more`);

describe('listing the problems of a refused file', () => {
  it('lists 50 problems or fewer as they are', () => {
    expect(MAX_LISTED_PROBLEMS).toBe(50);
    expect(listedProblems(problems(50))).toEqual(problems(50));
  });

  it('lists the first 50 of 50,000 problems, then one line saying how many more', () => {
    const listed = listedProblems(problems(50_000));
    expect(listed).toHaveLength(51);
    expect(listed.slice(0, 50)).toEqual(problems(50));
    expect(listed[50]).toBe('… and 49950 more problems');
  });

  it('says "1 more problem" for one over the limit', () => {
    expect(listedProblems(problems(51))[50]).toBe('… and 1 more problem');
  });
});
