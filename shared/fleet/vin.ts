/**
 * Vehicle identification number check (49 CFR 565.15): 17 characters of digits and letters without I, O
 * or Q; each character transliterated to a value, multiplied by its position's weight; the sum modulo 11
 * is the check digit in position 9 ('X' for 10).
 */
const VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export type VinCheck = { ok: true; vin: string } | { ok: false; reason: string };

function valueOf(c: string): number {
  return /\d/.test(c) ? Number(c) : VALUES[c]!;
}

/** The check digit position 9 must hold for the other 16 characters of `vin` (17 valid characters). */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((acc, c, i) => acc + valueOf(c) * WEIGHTS[i]!, 0);
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** Checks a VIN as typed (trimmed, any case); the answer carries it upper-cased or says why it is refused. */
export function checkVin(input: string): VinCheck {
  const vin = input.trim().toUpperCase();
  if (vin.length !== 17) return { ok: false, reason: `A VIN is 17 characters; this one has ${vin.length}.` };
  const bad = [...vin].find((c) => !/[0-9A-Z]/.test(c));
  if (bad !== undefined) return { ok: false, reason: `A VIN holds only letters and digits, not "${bad}".` };
  const forbidden = [...vin].find((c) => c === 'I' || c === 'O' || c === 'Q');
  if (forbidden) return { ok: false, reason: `A VIN never contains the letter ${forbidden} (it reads like 1 or 0).` };
  const expected = vinCheckDigit(vin);
  if (vin[8] !== expected) return { ok: false, reason: `The check digit (9th character) should be ${expected} for this VIN, not ${vin[8]}: a character is mistyped.` };
  return { ok: true, vin };
}
