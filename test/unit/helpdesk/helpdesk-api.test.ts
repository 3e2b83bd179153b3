import { describe, expect, it } from 'vitest';
import { checklist, CHECKLIST_STEPS, ssoUrlOf, ticketBody, type ChecklistCounts } from '#shared/helpdesk/helpdesk-api';

const nothing: ChecklistCounts = { profileComplete: false, domiciles: 0, accounts: 1, drivers: 0, tractors: 0, payTableRows: 0, calculatedPayRuns: 0, feedKeysUsedLastDay: 0 };

describe('single sign-on answer', () => {
  it('is the third ;-part without its 13-character redirect_url= prefix', () => {
    expect(ssoUrlOf('result=success;access_token=abc123;redirect_url=https://help.example/sso?t=abc123')).toBe('https://help.example/sso?t=abc123');
  });

  it('is null (the page says "SSO Error") when the URL part is missing, empty or not a web address', () => {
    expect(ssoUrlOf('result=success;access_token=abc123')).toBeNull();
    expect(ssoUrlOf('result=success;access_token=abc123;redirect_url=')).toBeNull();
    expect(ssoUrlOf('result=success;access_token=abc123;redirect_url=javascript:alert(1)')).toBeNull();
    expect(ssoUrlOf('')).toBeNull();
  });
});

describe('onboarding checklist', () => {
  it('lists every step in the order that works, none done for a company that has only its owner', () => {
    const view = checklist(nothing);
    expect(view.steps.map((s) => s.step)).toEqual(['profile', 'domiciles', 'drivers', 'tractors', 'dvir-form', 'pay-tables', 'users', 'telematics']);
    expect(view.steps.map((s) => s.step)).toEqual([...CHECKLIST_STEPS]);
    expect(view.doneCount).toBe(0);
    expect(view).toMatchObject({ setupDone: false, ownerStartsHere: true });
  });

  it('calls the setup done only when every step is done', () => {
    const all: ChecklistCounts = { profileComplete: true, domiciles: 2, accounts: 3, drivers: 4, tractors: 4, payTableRows: 10, calculatedPayRuns: 0, feedKeysUsedLastDay: 1, dvirFormId: 'starter-dvir', dvirFormReviewed: true };
    expect(checklist(all)).toMatchObject({ doneCount: 8, setupDone: true });
    expect(checklist({ ...all, domiciles: 0 })).toMatchObject({ doneCount: 7, setupDone: false });
    expect(checklist({ ...all, feedKeysUsedLastDay: 0 }).setupDone).toBe(false);
  });

  it("makes Getting started the owner's home while steps are to do and no pay run is calculated, never after", () => {
    expect(checklist({ ...nothing, profileComplete: true, drivers: 3 }).ownerStartsHere).toBe(true);
    expect(checklist({ ...nothing, calculatedPayRuns: 1 }).ownerStartsHere).toBe(false);
    expect(checklist({ profileComplete: true, domiciles: 1, accounts: 2, drivers: 1, tractors: 1, payTableRows: 1, calculatedPayRuns: 0, feedKeysUsedLastDay: 1, dvirFormReviewed: true }).ownerStartsHere).toBe(false);
  });

  it('counts the users step done only once someone besides the owner has an account', () => {
    expect(checklist({ ...nothing, accounts: 2 }).steps.find((s) => s.step === 'users')!.done).toBe(true);
    expect(checklist({ ...nothing, accounts: 1 }).steps.find((s) => s.step === 'users')!.done).toBe(false);
  });

  it('marks each step from its own count, and doneCount is the number of done steps', () => {
    const view = checklist({ profileComplete: true, domiciles: 0, accounts: 5, drivers: 20, tractors: 15, payTableRows: 40, calculatedPayRuns: 0, feedKeysUsedLastDay: 1 });
    expect(Object.fromEntries(view.steps.map((s) => [s.step, s.done]))).toEqual({
      profile: true, domiciles: false, drivers: true, tractors: true, 'dvir-form': false, 'pay-tables': true, users: true, telematics: true,
    });
    expect(view.doneCount).toBe(6);
  });

  it('points the DVIR step at the company’s own DVIR form in the builder, done once someone of the company saved it', () => {
    const starter = checklist({ ...nothing, dvirFormId: 'starter-dvir', dvirFormReviewed: false }).steps.find((s) => s.step === 'dvir-form')!;
    expect(starter).toEqual({ step: 'dvir-form', done: false, path: '/admin-forms?formId=starter-dvir' });
    expect(checklist({ ...nothing, dvirFormId: 'starter-dvir', dvirFormReviewed: true }).steps.find((s) => s.step === 'dvir-form')!.done).toBe(true);
  });
});

describe('support ticket body', () => {
  it('trims the subject and refuses an empty or overlong one, naming the field', () => {
    expect(ticketBody.parse({ subject: '  Help  ', message: 'x' }).subject).toBe('Help');
    const empty = ticketBody.safeParse({ subject: '   ', message: 'x' });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues[0]!.path).toEqual(['subject']);
    expect(ticketBody.safeParse({ subject: 'a'.repeat(121), message: 'x' }).success).toBe(false);
    expect(ticketBody.safeParse({ subject: 'a', message: 'm'.repeat(4001) }).success).toBe(false);
    expect(ticketBody.safeParse({ subject: 'a', message: 'x', step: 'nope' }).success).toBe(false);
    expect(ticketBody.safeParse({ subject: 'a', message: 'x', extra: 1 }).success).toBe(false);
  });
});
