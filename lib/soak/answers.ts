/** One HTTP answer the soak received (after the client's retries, each try is one answer). */
export interface Answer {
  /** The route table's key, e.g. `POST /payruns/{id}/calculations`; Cognito and S3 calls are named by what they are. */
  readonly route: string;
  readonly status: number;
  readonly ms: number;
  /** 1 for the first try of a call, 2 and up for the client's retries of a 429 or 503. */
  readonly attempt: number;
  readonly write: boolean;
}

/** Every answer of a run, in order: what the checks and the figures count. */
export class AnswerLog {
  readonly answers: Answer[] = [];

  add(answer: Answer): void {
    this.answers.push(answer);
  }

  /** Answers at or above `status` (500: every 5xx) by route. */
  byRoute(test: (a: Answer) => boolean): Map<string, number> {
    const counts = new Map<string, number>();
    for (const a of this.answers) if (test(a)) counts.set(a.route, (counts.get(a.route) ?? 0) + 1);
    return counts;
  }

  get retries(): number {
    return this.answers.filter((a) => a.attempt > 1).length;
  }
}
