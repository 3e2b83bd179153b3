import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { driverPayStatement } from '#shared/payroll/driver-pay-lines';
import type { CompModelEntryView, PayDocView, TripPayoutView } from '#shared/payroll-api/pay-docs';
import { textWidth, type FontName } from '#lambdas/pdf/text-pdf';
import { payDocPdf } from '#lambdas/payroll/paydocs/pay-doc-pdf';
import { payDocEn } from '#lambdas/payroll/paydocs/pay-doc-words/en';
import { payDocEs } from '#lambdas/payroll/paydocs/pay-doc-words/es';

interface Run { page: number; font: FontName; size: number; x: number; y: number; text: string }

/** A PDF literal's bytes: \( \) \\ and octal escapes read back. */
function unescape(literal: string): string {
  return literal.replace(/\\([0-7]{1,3}|.)/g, (_, e: string) => (/^[0-7]+$/.test(e) ? String.fromCharCode(parseInt(e, 8)) : e));
}

/** Every text run of the PDF with its page, font, size and position, read from its content streams. */
function textRuns(pdf: Uint8Array): Run[] {
  const bytes = Buffer.from(pdf);
  const runs: Run[] = [];
  let page = 0;
  for (let at = bytes.indexOf('stream\n'); at >= 0; at = bytes.indexOf('stream\n', at + 1)) {
    if (bytes.subarray(at - 3, at).toString() === 'end') continue;
    const start = at + 'stream\n'.length;
    const content = inflateSync(bytes.subarray(start, bytes.indexOf('\nendstream', start))).toString('latin1');
    for (const m of content.matchAll(/BT \/F(\d) ([\d.]+) Tf ([\d.-]+) ([\d.-]+) Td \(((?:\\.|[^\\)])*)\) Tj ET/g)) {
      runs.push({ page, font: m[1] === '2' ? 'bold' : 'regular', size: Number(m[2]), x: Number(m[3]), y: Number(m[4]), text: unescape(m[5]!) });
    }
    page++;
  }
  return runs;
}

/** Pairs of runs on one row of one page whose ink overlaps horizontally. */
function overlaps(runs: readonly Run[]): string[] {
  const rows = new Map<string, Run[]>();
  for (const r of runs) rows.set(`${r.page}:${r.y}`, [...(rows.get(`${r.page}:${r.y}`) ?? []), r]);
  const found: string[] = [];
  for (const row of rows.values()) {
    const sorted = [...row].sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1]!;
      const end = prev.x + textWidth(prev.text, prev.font, prev.size);
      if (end > sorted[i]!.x - 2) found.push(`"${prev.text}" ends at ${end.toFixed(1)}, "${sorted[i]!.text}" starts at ${sorted[i]!.x}`);
    }
  }
  return found;
}

const payout = (over: Partial<TripPayoutView>): TripPayoutView => ({
  TripNumber: '78010203', DriverID: '1004500', VehicleID: '410204', RunType: 'LINEHAUL', TripType: 'Team', MilesQTY: 460, PayType: 'Per Mile', PayRate: 0.29,
  payout: 133.4, DandHpayout: 0, payoutRule: 'company-team-rate-table', explanation: 'engine text', dandhExplanation: '', manual: false, version: 1, ...over,
});

function view(trips: TripPayoutView[], compModel: CompModelEntryView[]): PayDocView {
  const TripLogs = trips.map((t) => ({ TripNumber: t.TripNumber, TripDateText: '12/29/2025', LegOrg: '00852', LegDest: '00910' }));
  const base = {
    PayDocID: '2026-01-03_1004500', PayRunID: '2026-01-03', DriverID: '1004500', DisplayName: 'Jake Thornton', FirstName: 'Jake', LastName: 'Thornton', PayType: 'Mileage',
    payDate: '2026-01-09', payDateString: '01/09/2026', endDate: '2026-01-03', endDateString: '01/03/2026', mileagePayout: 0, dropAndHookPayout: 0, totalMiles: 123456,
    compModel, bonusOutcomes: [], totalCompensation: 0, totalExplanation: '', engineTotalCompensation: 0, TripPayoutRecords: trips, TripLogs, FuelLogs: [], calculatedAt: '2026-01-05T00:00:00Z',
  };
  const pay = driverPayStatement({ trips: trips.map((t) => ({ ...t, origin: '00852', destination: '00910' })), entries: compModel, plan: 'share' });
  return { ...base, pay };
}

describe("the pay document PDF's columns", () => {
  it.each(['en', 'es'] as const)('never overlap on a row, whatever the run, team leg, miles or amounts (%s)', (language) => {
    const trips = [
      payout({}),
      payout({ TripNumber: '7801020304050607', RunType: 'LINEHAUL-EXPEDITED-OVERNIGHT', TripType: 'Team', MilesQTY: 12345, payout: 987654.32, DandHpayout: 12345.67, PayType: '% of Gross Rev', VehicleID: 'TRACTOR-410204-LONG' }),
      payout({ RunType: 'SPOT', TripType: 'Solo', MilesQTY: 99999.5, payout: 1234567.89, PayType: 'Stored' }),
      ...Array.from({ length: 70 }, (_, i) => payout({ TripNumber: String(10000 + i), MilesQTY: 10000 + i, payout: 100000 + i })),
    ];
    const compModel: CompModelEntryView[] = [
      { label: 'Mileage Pay', value: 2222222.21, payable: true, taxable: true, categories: ['Mileage Pay'], explanation: '' },
      { label: 'A very long bonus label that payroll typed for the safety programme of the quarter', value: 123456.78, payable: true, taxable: true, categories: [], hint: 'no incidents, no late loads and every inspection on time for the whole of the quarter across all terminals', explanation: '' },
      { label: 'Deduction: Truck lease', value: -99999.99, payable: true, taxable: false, categories: ['Settlement Adjustment', 'Deduction'], adjustmentId: 'a1', explanation: '' },
      { label: 'Per Diem', value: 350, payable: false, taxable: false, categories: ['Per Diem'], explanation: '' },
    ];
    const runs = textRuns(payDocPdf(view(trips, compModel), 'Red Mesa Freight Lines', language));
    expect(runs.some((r) => r.text.startsWith('LINEHAUL'))).toBe(true);
    expect(runs.some((r) => r.text === '12,345')).toBe(true);
    expect(runs.map((r) => r.page).at(-1)).toBeGreaterThan(0);
    expect(overlaps(runs)).toEqual([]);
    for (const r of runs) expect(r.x + textWidth(r.text, r.font, r.size)).toBeLessThanOrEqual(612 - 40 + 0.01);
  });

  it('prints the pay in plain lines with what he is paid, and none of the engine’s explanations', () => {
    const compModel: CompModelEntryView[] = [
      { label: 'Mileage Pay', value: 133.4, payable: true, taxable: true, categories: ['Mileage Pay'], explanation: 'Sum of the payouts of 1 trip(s)' },
      { label: 'Per Diem', value: 30, payable: false, taxable: false, categories: ['Per Diem'], explanation: 'fixed per diem' },
    ];
    const text = textRuns(payDocPdf(view([payout({})], compModel), 'Red Mesa')).map((r) => r.text);
    expect(text).toContain('Trip 78010203 \xB7 00852 -> 00910 \xB7 team \xB7 460 mi \xD7 $0.29');
    expect(text).toEqual(expect.arrayContaining(['Paid', 'of which non-taxable per diem', '30.00', 'Taxable pay', '103.40']));
    expect(text.join(' ')).not.toMatch(/engine text|Sum of the payouts/);
  });

  it('prints in Spanish for a driver who reads Spanish, accents and ñ as the font encodes them, the arrow as ->', () => {
    const compModel: CompModelEntryView[] = [
      { label: 'Mileage Pay', value: 133.4, payable: true, taxable: true, categories: ['Mileage Pay'], explanation: '' },
      { label: 'Deduction: Préstamo de camión', value: -20, payable: true, taxable: false, categories: ['Settlement Adjustment', 'Deduction'], adjustmentId: 'a1', explanation: '' },
      { label: 'Per Diem', value: 30, payable: false, taxable: false, categories: ['Per Diem'], explanation: '' },
    ];
    const text = textRuns(payDocPdf(view([payout({})], compModel), 'Compañía Roja', 'es')).map((r) => r.text);
    expect(text).toEqual(expect.arrayContaining([
      'Compañía Roja',
      'Recibo de pago del chofer - Jake Thornton (1004500)',
      'Camión',
      'LINEHAUL Equipo',
      'Por milla',
      'Viaje 78010203 \xB7 00852 -> 00910 \xB7 en equipo \xB7 460 mi \xD7 $0.29',
      'Deducción: Préstamo de camión',
      'Pagado',
      'de lo cual viáticos no gravables',
      'Pago gravable',
    ]));
    expect(text.join(' ')).not.toMatch(/Trip|Paid|Earnings/);
  });

  it('has words the standard font can print in both languages: nothing but the arrow falls outside WinAnsi', () => {
    const strings = (words: object): string[] => Object.values(words).flatMap((v) => (typeof v === 'string' ? [v] : strings(v as object)));
    for (const words of [payDocEn, payDocEs]) {
      const outside = strings(words).flatMap((w) => [...w.replace(/→/g, '')].filter((ch) => !/[\x20-\x7E\xA0-\xFF]/.test(ch)));
      expect(outside).toEqual([]);
    }
    expect([...'áéíóúñü¿¡ÁÉÍÓÚÑ'].every((ch) => /[\xA0-\xFF]/.test(ch))).toBe(true);
  });
});
