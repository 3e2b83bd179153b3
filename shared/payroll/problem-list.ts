/** Problems listed for one refused scenario or statement; the rest are counted, not listed. */
export const MAX_LISTED_PROBLEMS = 50;

/** The first MAX_LISTED_PROBLEMS problems, then one line saying how many more there are. */
export function listedProblems(problems: readonly string[]): string[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return [...problems];
  const more = problems.length - MAX_LISTED_PROBLEMS;
  return [...problems.slice(0, MAX_LISTED_PROBLEMS), `… and ${more} more problem${more === 1 ? '' : 's'}`];
}
