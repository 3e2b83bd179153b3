import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetKeptPdfs, keepPdf, KEPT_PDFS, keptPdf, openKeptPdf } from '#web/offline/kept-pdfs.ts';

const pdf = (text: string) => new Blob([text], { type: 'application/pdf' });
const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => forgetKeptPdfs());

describe('inspection PDFs kept on the phone', () => {
  it('opens the copy kept when the driver last opened it once there is no signal', async () => {
    const fromServer = await openKeptPdf('jake', 'sub-1', async () => pdf('DVIR 4471'));
    expect(await fromServer.text()).toBe('DVIR 4471');
    expect(await (await openKeptPdf('jake', 'sub-1', noSignal)).text()).toBe('DVIR 4471');
  });

  it('fails as before for a PDF never opened, and keeps nothing for an office user', async () => {
    await expect(openKeptPdf('jake', 'sub-2', noSignal)).rejects.toThrow('Failed to fetch');
    await openKeptPdf(undefined, 'sub-3', async () => pdf('office copy'));
    expect(await keptPdf('jake', 'sub-3')).toBeUndefined();
  });

  it('keeps each driver his own copies, and only his newest ones', async () => {
    for (let i = 0; i <= KEPT_PDFS; i++) await keepPdf('jake', `sub-${i}`, pdf(`DVIR ${i}`), 1_000 + i);
    await keepPdf('maria', 'sub-0', pdf('Maria DVIR'), 5_000);
    expect(await keptPdf('jake', 'sub-0')).toBeUndefined();
    expect(await (await keptPdf('jake', `sub-${KEPT_PDFS}`))!.text()).toBe(`DVIR ${KEPT_PDFS}`);
    expect(await (await keptPdf('maria', 'sub-0'))!.text()).toBe('Maria DVIR');
    await forgetKeptPdfs();
    expect(await keptPdf('maria', 'sub-0')).toBeUndefined();
  });
});
