import { DEMO_PASSWORD } from '#lib/local/seed/demo-companies';
import type { AnswerLog } from './answers.ts';
import type { SoakClient } from './client.ts';
import { Ledger } from './ledger.ts';
import { signIn } from './people.ts';
import type { SoakRandom } from './random.ts';
import { SoakStepError } from './step-error.ts';
import { broadcastAcknowledged, dayOfChat, roomOpened, type ChatRoom } from './steps/chat.ts';
import { dvirForm, inspectedAndRepaired } from './steps/dvir.ts';
import { tractorJoinsFleet } from './steps/fleet.ts';
import { importRolledBack, serviceRecorded } from './steps/maintenance.ts';
import { payRunWithAdjustments } from './steps/pay-run.ts';
import { iftaRead, profitabilityRead } from './steps/reports.ts';
import { weekPublished } from './steps/schedule.ts';
import { companySignsUp, driverIsHired, type NewDriver } from './steps/sign-ups.ts';
import { shiftPunched, timeclockFor, weekApproved } from './steps/timeclock.ts';
import { RED_MESA, type Office, type WeekContext } from './week-context.ts';

export interface WeekOptions {
  readonly seed: number;
  /** Working days: each has a DVIR with a fault and its repair, a shift, a service record and chat. */
  readonly days: number;
  /** Told each step's outcome as it ends (the command prints it). */
  readonly onStep?: (outcome: Ledger['steps'][number]) => void;
}

/**
 * Red Mesa's scripted week through the HTTP and WebSocket APIs, each step a call the web makes with the
 * body it sends: sign-ups, the tractor, the schedule, each working day (DVIR and repair, shift, service,
 * chat), the broadcast, the maintenance import rolled back, the pay run with adjustments, the time card
 * approval and the reports. A step that fails is recorded and the steps that need it are not run; the
 * ledger it answers holds what the checks must then find.
 */
export async function runWeek(client: SoakClient, log: AnswerLog, random: SoakRandom, opts: WeekOptions): Promise<Ledger> {
  const ledger = new Ledger();
  const office: Partial<Office> = {};
  const ctx: WeekContext = { client, random, ledger, office: office as Office, stamp: `${Date.now().toString(36)}${random.int(0, 1295).toString(36).padStart(2, '0')}` };

  async function step<T>(name: string, needs: readonly (string | undefined)[], work: () => Promise<T>): Promise<T | undefined> {
    const missing = needs.find((n) => n !== undefined && !ledger.steps.find((s) => s.step === n)?.ok);
    const started = performance.now();
    let outcome: Ledger['steps'][number];
    let value: T | undefined;
    if (missing) outcome = { step: name, ok: false, ms: 0, reason: `not run, because ${missing} failed` };
    else {
      try {
        value = await work();
        outcome = { step: name, ok: true, ms: Math.round(performance.now() - started) };
      } catch (error) {
        const reason = error instanceof SoakStepError ? error.message : `${(error as Error).name}: ${(error as Error).message}`;
        outcome = { step: name, ok: false, ms: Math.round(performance.now() - started), reason };
      }
    }
    ledger.steps.push(outcome);
    opts.onStep?.(outcome);
    return value;
  }

  await step('office signs in', [], async () => {
    for (const [role, email] of [['owner', RED_MESA.owner], ['payroll', RED_MESA.payroll], ['dispatch', RED_MESA.dispatch], ['shop', RED_MESA.shop], ['jake', RED_MESA.driver]] as const) {
      office[role] = await signIn(client, email, DEMO_PASSWORD);
    }
  });
  const signedIn = 'office signs in';
  await step('a fleet signs up', [], () => companySignsUp(ctx));
  const driver: NewDriver | undefined = await step('a driver is hired', [signedIn], () => driverIsHired(ctx));
  const VehicleID = await step('a tractor joins the fleet', [signedIn], () => tractorJoinsFleet(ctx));
  await step('the week is scheduled and published', ['a driver is hired', 'a tractor joins the fleet'], () => weekPublished(ctx, driver!.DriverID, VehicleID!, opts.seed, opts.days));
  const form = await step('the DVIR is offered', ['a driver is hired'], () => dvirForm(ctx, driver!.session));
  const room: ChatRoom | undefined = await step('a chat room opens, live', ['a driver is hired'], () => roomOpened(ctx, driver!.session, log));
  const clock = timeclockFor(opts.days);

  for (let day = 1; day <= opts.days; day++) {
    await step(`day ${day}: DVIR with a fault, repaired`, ['the DVIR is offered', 'a tractor joins the fleet'], () => inspectedAndRepaired(ctx, driver!.session, form!, VehicleID!, day));
    await step(`day ${day}: shift punched`, ['a driver is hired'], () => shiftPunched(ctx, driver!.session, clock, day));
    await step(`day ${day}: service recorded`, ['a tractor joins the fleet'], () => serviceRecorded(ctx, VehicleID!, day));
    await step(`day ${day}: chat`, ['a chat room opens, live'], () => dayOfChat(ctx, driver!.session, room!, day));
  }

  await step('a broadcast is acknowledged', ['a chat room opens, live'], () => broadcastAcknowledged(ctx, driver!.session, room!));
  await step('an import is rolled back', ['a tractor joins the fleet'], () => importRolledBack(ctx, VehicleID!));
  const week = await step('a pay run with adjustments', [signedIn], () => payRunWithAdjustments(ctx, opts.seed));
  await step('the time card is approved', ['a driver is hired'], () => weekApproved(ctx, driver!.session, driver!.DriverID, clock));
  await step('IFTA is read', [signedIn], () => iftaRead(ctx));
  await step('profitability is read', ['a pay run with adjustments'], () => profitabilityRead(ctx, week!));
  // The pushes a check counts must all have come: a message pushed twice arrives within this.
  await new Promise((r) => setTimeout(r, 500));
  return ledger;
}
