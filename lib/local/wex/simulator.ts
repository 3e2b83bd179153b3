import { tractorEntity } from '#lambdas/data/entities/tractor';
import { writeObject } from '#lambdas/imports/uploads';
import { fuelInboxPrefix } from '#lambdas/reports/fuel/fuel-uploads';
import { companyZone } from '#lambdas/data/company-zone';
import { fuelFileText } from '#shared/reports/fuel-file';
import { localDay } from '#shared/telematics/local-day';
import { DEMO_COMPANIES } from '#lib/local/seed/demo-companies';
import { demoTransactions } from './demo-transactions.ts';
import { DEMO_WEX_COMPANY_IDS } from './demo-wex.ts';

const DAY_MS = 86_400_000;

export interface WexSimulator {
  /** Puts the day's transactions file of every demo company with fuel cards in its inbox and has the inbox read. */
  post(date: string): Promise<{ files: string[]; read: unknown }>;
  stop(): Promise<void>;
}

/**
 * The fuel card provider's stand-in: once at start (yesterday's file) and then once a day it puts each
 * demo card company's daily transactions file in that company's fuel inbox, as the provider's e-mail
 * lands there through SES in AWS, and has the inbox read at once (the job also reads it every 15 minutes).
 */
export function startWexSimulator(opts: { runJob: (name: string) => Promise<unknown>; onError: (e: unknown) => void; after?: Promise<unknown> }): WexSimulator {
  async function post(date: string) {
    const files: string[] = [];
    for (const company of DEMO_COMPANIES.filter((c) => DEMO_WEX_COMPANY_IDS.includes(c.companyId))) {
      const { data: tractors } = await tractorEntity().query.byVehicleId({ companyId: company.companyId }).go({ pages: 'all', attributes: ['VehicleID', 'FuelCardNo'] });
      const rows = demoTransactions(company, tractors, await companyZone(company.companyId), [date]);
      const key = `${fuelInboxPrefix(company.companyId)}WEX-${date}.csv`;
      await writeObject(key, fuelFileText(rows), 'text/csv');
      files.push(key);
    }
    return { files, read: await opts.runJob('read-fuel-inbox') };
  }
  async function yesterday() {
    const timeZone = await companyZone(DEMO_WEX_COMPANY_IDS[0]!);
    return localDay(Date.now() - DAY_MS, timeZone);
  }
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const daily = () => { if (!stopped) running = running.then(async () => post(await yesterday())).catch(opts.onError); };
  const timer = setInterval(daily, DAY_MS);
  timer.unref();
  void (opts.after ?? Promise.resolve()).finally(daily);
  return { post, stop: async () => { stopped = true; clearInterval(timer); await running; } };
}
