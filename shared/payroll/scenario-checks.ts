import { FirstSeen } from './input-checks.ts';
import { RESERVED_LABEL_MESSAGE, isReservedLabel } from './reserved-labels.ts';
import { storedPayoutKey } from './spot-payout.ts';
import { idText } from './trip-facts.ts';

/**
 * Scenario problems that span entries (pay-rules.md, "input the engine refuses"): repeated trips,
 * drivers and stored payouts, and bonus buttons under a label the engine writes itself. They read the
 * raw JSON, so they are reported together with the format's own problems, not after them are fixed.
 */

type Entry = Readonly<Record<string, unknown>>;

function entriesOf(scenario: unknown, list: string): Array<[number, Entry]> {
  const value = scenario !== null && typeof scenario === 'object' ? (scenario as Entry)[list] : undefined;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index): Array<[number, Entry]> => (item !== null && typeof item === 'object' && !Array.isArray(item) ? [[index, item as Entry]] : []));
}

function repeated(scenario: unknown, list: string, keyOf: (entry: Entry) => string, say: (entry: Entry, earlier: number) => string): string[] {
  const seen = new FirstSeen<number>();
  const problems: string[] = [];
  for (const [index, entry] of entriesOf(scenario, list)) {
    const earlier = seen.earlier(keyOf(entry), index);
    if (earlier !== undefined) problems.push(`${list}[${index}]${say(entry, earlier)}`);
  }
  return problems;
}

/** The label the engine gives a button: its own when not blank, else its id (bonus-button.ts). */
function reservedLabelProblem(entry: Entry, index: number): string | undefined {
  const { label, id } = entry;
  if (typeof label === 'string' && label.trim() !== '') {
    return isReservedLabel(label) ? `bonusButtons[${index}].label: label ${JSON.stringify(label)} ${RESERVED_LABEL_MESSAGE}` : undefined;
  }
  if (label !== undefined && label !== null && typeof label !== 'string') return undefined;
  const byId = idText(id);
  return isReservedLabel(byId) ? `bonusButtons[${index}].label: blank, so the button would be labelled by its id ${JSON.stringify(byId)}, which ${RESERVED_LABEL_MESSAGE}` : undefined;
}

export function scenarioEntryProblems(scenario: unknown): string[] {
  return [
    ...repeated(scenario, 'tripLogs', (t) => idText(t.TripNumber), (t, earlier) => `.TripNumber: trip ${JSON.stringify(idText(t.TripNumber))} already appears at tripLogs[${earlier}]`),
    ...repeated(scenario, 'drivers', (d) => idText(d.DriverID), (d, earlier) => `.DriverID: driver ${JSON.stringify(idText(d.DriverID))} already appears at drivers[${earlier}]`),
    ...repeated(
      scenario,
      'storedPayouts',
      (p) => storedPayoutKey(idText(p.TripNumber), idText(p.DriverID)),
      (p, earlier) => `: TripNumber ${JSON.stringify(idText(p.TripNumber))} with DriverID ${JSON.stringify(idText(p.DriverID))} already has a stored payout at storedPayouts[${earlier}]`,
    ),
    ...entriesOf(scenario, 'bonusButtons').flatMap(([index, entry]) => reservedLabelProblem(entry, index) ?? []),
  ];
}
