/**
 * What the week promised, to be proved by reads once it is over. Each probe answers undefined when the
 * promise holds, or what is wrong in plain words; the checks run them all and count.
 */
export type Invariant = 'lost-write' | 'duplicate' | 'workflow' | 'rollback' | 'totals';

export type Probe = () => Promise<string | undefined>;

export interface Expectation {
  readonly invariant: Invariant;
  readonly label: string;
  readonly probe: Probe;
}

export interface StepOutcome {
  readonly step: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly reason?: string;
}

export class Ledger {
  readonly promises: Expectation[] = [];
  readonly steps: StepOutcome[] = [];
  /** What to close once the checks have read it (the live connections whose pushes they count). */
  readonly cleanups: Array<() => void> = [];

  /** A write the API answered 2xx: `probe` finds it by a read. */
  written(label: string, probe: Probe): void {
    this.promises.push({ invariant: 'lost-write', label, probe });
  }

  /** A write sent under an idempotency key (and sent again as a retry would): `probe` finds it once. */
  once(label: string, probe: Probe): void {
    this.promises.push({ invariant: 'duplicate', label, probe });
  }

  /** A workflow the week started: `probe` finds it finished or failed, never still running. */
  workflow(label: string, probe: Probe): void {
    this.promises.push({ invariant: 'workflow', label, probe });
  }

  /** A rollback: `probe` finds the data as before the import. */
  restored(label: string, probe: Probe): void {
    this.promises.push({ invariant: 'rollback', label, probe });
  }

  /** A total that must equal the sum of its parts as another route shows them. */
  reconciles(label: string, probe: Probe): void {
    this.promises.push({ invariant: 'totals', label, probe });
  }
}
