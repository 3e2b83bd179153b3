import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runSmoke, SMOKE_STEPS, type StepResult } from '#lib/smoke/journey';
import { cloud } from '../support/cloud-context.ts';
import { RED_MESA } from '../support/tokens.ts';

/**
 * The deploy runbook's smoke test (`npm run smoke`), run against the test local cloud so it stays true:
 * the same journey code, its SPA, config.json, SRP sign-in, account, pay runs and WebSocket.
 */
const passwordOf = (email: string): string => {
  const signIn = cloud().signIns.find((s) => s.email === email);
  if (!signIn) throw new Error(`No demo sign-in ${email}`);
  return signIn.password;
};

/** The command as `npm run smoke` runs it (tsx on bin/smoke.ts), in a process of its own. */
function smokeCommand(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', 'bin/smoke.ts', ...args], { timeout: 60_000, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe('smoke test of a stage (npm run smoke)', () => {
  it('passes every step for a demo owner, in order, listing the pay runs', async () => {
    const printed: StepResult[] = [];
    const report = await runSmoke(
      { url: cloud().baseUrl, email: RED_MESA.owner, password: passwordOf(RED_MESA.owner) },
      { onStep: (result) => printed.push(result) },
    );

    expect(report.steps.map((s) => [s.step, s.ok, s.reason])).toEqual(SMOKE_STEPS.map((step) => [step, true, undefined]));
    expect(report.passed).toBe(true);
    expect(printed).toEqual(report.steps);
    expect(report.steps.find((s) => s.step === 'account')?.note).toBe('role 1 of Red Mesa Freight Lines');
    expect(report.steps.find((s) => s.step === 'payruns')?.note).toMatch(/^\d+ pay runs?$/);
  });

  it("passes for a driver, taking the pay-run list's 403 as the route table's refusal and saying so", async () => {
    const report = await runSmoke({ url: cloud().baseUrl, email: RED_MESA.driver, password: passwordOf(RED_MESA.driver) });

    expect(report.passed).toBe(true);
    expect(report.steps.find((s) => s.step === 'payruns')?.note).toBe(
      'refused (403) to role 8, as the route table says (pay runs need role 2 or lower); use an owner to list them',
    );
  });

  it('fails the sign-in step with a plain reason on a wrong password, skips what needs it, and exits 1', async () => {
    const { code, stdout, stderr } = await smokeCommand(['--url', cloud().baseUrl, '--email', RED_MESA.owner, '--password', 'Not-the-password#1']);

    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(SMOKE_STEPS.length);
    expect(lines[0]).toMatch(/^ok spa \(\d+ ms\)$/);
    expect(lines[1]).toMatch(/^ok config \(\d+ ms\)$/);
    expect(lines.slice(2)).toEqual([
      'FAIL sign-in: Cognito refused the e-mail and password (NotAuthorizedException: Incorrect username or password.)',
      'FAIL account: not run, because sign-in failed',
      'FAIL payruns: not run, because account failed',
      'FAIL websocket: not run, because sign-in failed',
    ]);
    expect(code).toBe(1);
  });
});
