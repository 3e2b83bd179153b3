import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../support/pdf-file.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const SHOP = RED_MESA.shop;
const DRIVER = RED_MESA.driver;
const PDF = await onePagePdf('Cab card');

interface Row { rowKey: string; documentId?: string; ownerKind: string; ownerId: string; docKind: string; status: string; expDate?: string; source: string; version?: number }

/** A presigned upload as the browser makes it: ticket from the API, then the form POST to storage. */
async function upload(as: string, bytes: Uint8Array, fileType = 'application/pdf', announced = bytes.length): Promise<{ fileKey: string; storageStatus: number }> {
  const ticket = await api('POST', '/document-uploads', { as, body: { fileName: 'cab card.pdf', fileType, fileSize: announced } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: fileType }));
  const stored = await fetch(ticket.body.url, { method: 'POST', body: form });
  return { fileKey: ticket.body.fileKey, storageStatus: stored.status };
}

async function fileAt(url: string): Promise<Uint8Array> {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

describe('Document Manager', () => {
  it('lists every document with expired first, then expiring, then by expiry date, drivers’ CDL and medical card included', async () => {
    const answer = await api('GET', '/documents', { as: SHOP });
    expect(answer.status).toBe(200);
    const rows: Row[] = answer.body.documents;
    const order = ['expired', 'expiring', 'valid', 'no-expiry'];
    const ranks = rows.map((r) => order.indexOf(r.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const status of ['expired', 'expiring']) {
      const dates = rows.filter((r) => r.status === status).map((r) => r.expDate!);
      expect(dates).toEqual([...dates].sort());
    }
    expect(rows.filter((r) => r.status === 'expired').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.status === 'expiring').length).toBeGreaterThan(0);
    expect(rows).toContainEqual(expect.objectContaining({ rowKey: '1004500:cdlExpDate', source: 'cdlExpDate', docKind: 'cdl', ownerKind: 'driver' }));
    expect(rows.some((r) => r.ownerId.startsWith('5203'))).toBe(false);
  });

  it('lists one owner’s documents for the tractor page and the driver file', async () => {
    const tractor = await api('GET', '/documents?ownerKind=tractor&ownerId=410203', { as: RED_MESA.dispatch });
    expect(tractor.status).toBe(200);
    expect(tractor.body.documents.map((r: Row) => r.docKind).sort()).toEqual(['ifta-licence', 'insurance', 'registration']);
    const driver = await api('GET', '/documents?ownerKind=driver&ownerId=1004501', { as: RED_MESA.payroll });
    expect(driver.body.documents.map((r: Row) => r.rowKey).sort()).toEqual(['1004501:cdlExpDate', '1004501:medExpDate', 'demo-driver-1004501-other']);
  });

  it('is for roles 1 to 4: a driver is refused the list and every change', async () => {
    expect((await api('GET', '/documents', { as: RED_MESA.owner })).status).toBe(200);
    expect((await api('GET', '/documents', { as: DRIVER })).status).toBe(403);
    expect((await api('POST', '/document-uploads', { as: DRIVER, body: { fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 10 } })).status).toBe(403);
    expect((await api('POST', '/documents', { as: DRIVER, body: { ownerKind: 'company', docKind: 'other', label: 'x' } })).status).toBe(403);
    expect((await api('PATCH', '/documents/demo-company-company-insurance', { as: DRIVER, body: { label: 'x', version: 1 } })).status).toBe(403);
    expect((await api('DELETE', '/documents/demo-company-company-insurance', { as: DRIVER })).status).toBe(403);
  });
});

describe('a document’s life', () => {
  it('is added with an uploaded file, opened, edited under its version, given a new file and removed', async () => {
    const first = await upload(SHOP, PDF);
    expect(first.storageStatus).toBeLessThan(300);
    const created = await api('POST', '/documents', { as: SHOP, body: { ownerKind: 'tractor', ownerId: '410205', docKind: 'annual-inspection', label: 'Annual inspection', expDate: '2027-03-31', fileKey: first.fileKey } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ docType: 'VehicleDoc', ownerKey: 'tractor#410205', version: 1, contentType: 'application/pdf' });

    const link = await api('GET', `/documents/${id}/link`, { as: SHOP });
    expect(link.status).toBe(200);
    expect(await fileAt(link.body.url)).toEqual(PDF);
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // The upload itself is gone once the document holds the file.
    expect(link.body.url).not.toContain('tmp%2Fdocuments');

    const edited = await api('PATCH', `/documents/${id}`, { as: SHOP, body: { label: 'Annual DOT inspection', expDate: null, version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ label: 'Annual DOT inspection', version: 2 });
    expect(edited.body.expDate).toBeUndefined();
    expect((await api('PATCH', `/documents/${id}`, { as: SHOP, body: { label: 'Stale', version: 1 } })).status).toBe(409);

    const renewed = await onePagePdf('Cab card, renewed');
    const second = await upload(SHOP, renewed);
    const replaced = await api('PUT', `/documents/${id}/file`, { as: SHOP, body: { fileKey: second.fileKey, version: 2 } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.version).toBe(3);
    expect(await fileAt((await api('GET', `/documents/${id}/link`, { as: SHOP })).body.url)).toEqual(renewed);

    expect((await api('DELETE', `/documents/${id}`, { as: SHOP })).status).toBe(204);
    expect((await api('GET', `/documents/${id}/link`, { as: SHOP })).status).toBe(404);
  });

  it('writes a driver’s CDL expiry to his driver record, so the list shows one CDL row', async () => {
    const before: Row[] = (await api('GET', '/documents?ownerKind=driver&ownerId=1004507', { as: SHOP })).body.documents;
    const recorded = before.find((r) => r.rowKey === '1004507:cdlExpDate')!.expDate!;
    const created = await api('POST', '/documents', { as: SHOP, body: { ownerKind: 'driver', ownerId: '1004507', docKind: 'cdl', label: 'CDL', expDate: '2026-12-01' } });
    expect(created.status).toBe(201);
    const rows: Row[] = (await api('GET', '/documents?ownerKind=driver&ownerId=1004507', { as: SHOP })).body.documents;
    expect(rows.filter((r) => r.docKind === 'cdl')).toEqual([expect.objectContaining({ documentId: created.body.id, expDate: '2026-12-01' })]);
    // Put the record's date back for the tests that read this driver after.
    expect((await api('PATCH', `/documents/${created.body.id}`, { as: SHOP, body: { expDate: recorded, version: 1 } })).status).toBe(200);
    expect((await api('DELETE', `/documents/${created.body.id}`, { as: SHOP })).status).toBe(204);
    const after: Row[] = (await api('GET', '/documents?ownerKind=driver&ownerId=1004507', { as: SHOP })).body.documents;
    expect(after.find((r) => r.rowKey === '1004507:cdlExpDate')?.expDate).toBe(recorded);
  });
});

describe('bad input is refused naming the field, nothing written', () => {
  it('refuses a file that is not a PDF or image, and one over 10 MB', async () => {
    const zip = await api('POST', '/document-uploads', { as: SHOP, body: { fileName: 'a.zip', fileType: 'application/zip', fileSize: 100 } });
    expect(zip.status).toBe(400);
    expect(zip.body.fields.fileType).toContain('PDF, JPEG or PNG');
    const big = await api('POST', '/document-uploads', { as: SHOP, body: { fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 10 * 1024 * 1024 + 1 } });
    expect(big.status).toBe(400);
    expect(big.body.fields.fileSize).toContain('10 MB');
  });

  it('reads the type from the content: a text file named .pdf is refused, removed and not counted', async () => {
    const before = (await api('GET', '/documents', { as: SHOP })).body.documents.length;
    const text = await upload(SHOP, new TextEncoder().encode('Insurance card: policy 123, valid through 2030.\n'));
    expect(text.storageStatus).toBeLessThan(300);
    const refused = await api('POST', '/documents', { as: SHOP, body: { ownerKind: 'company', docKind: 'insurance', label: 'Insurance', expDate: '2030-01-31', fileKey: text.fileKey } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'The file is not a PDF.', fields: { fileKey: 'The file is not a PDF.' } });
    // A PDF's signature alone is no PDF: it must open.
    const broken = await upload(SHOP, new TextEncoder().encode('%PDF-1.7\nnot really a document\n%%EOF\n'));
    const unopened = await api('POST', '/documents', { as: SHOP, body: { ownerKind: 'company', docKind: 'insurance', label: 'Insurance', fileKey: broken.fileKey } });
    expect(unopened.status).toBe(400);
    expect(unopened.body.fields.fileKey).toMatch(/^The PDF does not open/);
    const rows: Row[] = (await api('GET', '/documents', { as: SHOP })).body.documents;
    expect(rows.length).toBe(before);
    // The refused upload is gone: naming it again finds nothing.
    const again = await api('POST', '/documents', { as: SHOP, body: { ownerKind: 'company', docKind: 'insurance', label: 'Insurance', fileKey: text.fileKey } });
    expect(again.body.fields.fileKey).toBe('No file was uploaded under this key.');
  });

  it('lets storage refuse a file larger than the size announced', async () => {
    const { storageStatus } = await upload(SHOP, new Uint8Array(4096), 'application/pdf', 1024);
    expect(storageStatus).toBeGreaterThanOrEqual(400);
  });

  it('refuses a kind the owner does not hold, an unknown tractor, a date that is not one and a field it does not know', async () => {
    const cases: [unknown, string][] = [
      [{ ownerKind: 'tractor', ownerId: '410200', docKind: 'cdl', label: 'CDL' }, 'docKind'],
      [{ ownerKind: 'tractor', ownerId: '999999', docKind: 'registration', label: 'Reg' }, 'ownerId'],
      [{ ownerKind: 'company', docKind: 'insurance', label: 'Ins', expDate: 'next May' }, 'expDate'],
      [{ ownerKind: 'company', docKind: 'insurance', label: '' }, 'label'],
      [{ ownerKind: 'company', docKind: 'insurance', label: 'x'.repeat(81) }, 'label'],
      [{ ownerKind: 'company', docKind: 'insurance', label: 'Ins', fileKey: 'tmp/documents/blue-ridge-carriers/00000000-0000-0000-0000-000000000000/a.pdf' }, 'fileKey'],
    ];
    const before = (await api('GET', '/documents', { as: SHOP })).body.documents.length;
    for (const [body, field] of cases) {
      const answer = await api('POST', '/documents', { as: SHOP, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    const unknown = await api('POST', '/documents', { as: SHOP, body: { ownerKind: 'company', docKind: 'insurance', label: 'Ins', owner: 'me' } });
    expect(unknown.status).toBe(400);
    expect((await api('GET', '/documents', { as: SHOP })).body.documents.length).toBe(before);
  });

  it('refuses a document id longer than any id', async () => {
    const answer = await api('GET', `/documents/${'d'.repeat(129)}/link`, { as: SHOP });
    expect(answer.status).toBe(400);
  });
});

describe('who reads which document', () => {
  it('answers 404 for another company’s document, to its staff and its drivers alike', async () => {
    for (const [method, path, body] of [
      ['GET', '/documents/demo-company-company-insurance/link', undefined],
      ['PATCH', '/documents/demo-company-company-insurance', { label: 'Mine now', version: 1 }],
      ['PUT', '/documents/demo-company-company-insurance/file', { fileKey: 'tmp/documents/x/y.pdf', version: 1 }],
      ['DELETE', '/documents/demo-company-company-insurance', undefined],
    ] as const) {
      // Both tenants have a company insurance paper under this id; Blue Ridge reaches only its own.
      const answer = await api(method, path.replace('demo-company-company-insurance', 'demo-tractor-410200-registration'), { as: BLUE_RIDGE.owner, ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await api('GET', '/documents/demo-tractor-410200-registration/link', { as: BLUE_RIDGE.driver })).status).toBe(404);
  });

  it('gives the driver the company’s papers, his own and his tractor’s cab papers, and nobody else’s', async () => {
    const mine = await api('GET', '/me/documents', { as: DRIVER });
    expect(mine.status).toBe(200);
    const tractorId: string = mine.body.tractorId;
    expect(tractorId).toMatch(/^4102\d\d$/);
    const rows: Row[] = mine.body.documents;
    expect(new Set(rows.map((r) => `${r.ownerKind}:${r.ownerId}`))).toEqual(new Set(['company:', `tractor:${tractorId}`, 'driver:1004500']));
    expect(rows.filter((r) => r.ownerKind === 'tractor').map((r) => r.docKind).sort()).toEqual(['ifta-licence', 'insurance', 'registration']);

    const own = await api('GET', `/documents/demo-tractor-${tractorId}-registration/link`, { as: DRIVER });
    expect(own.status).toBe(200);
    expect((await fileAt(own.body.url)).slice(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    expect((await api('GET', '/documents/demo-company-company-insurance/link', { as: DRIVER })).status).toBe(200);
    expect((await api('GET', '/documents/demo-driver-1004500-other/link', { as: DRIVER })).status).toBe(200);

    const other = tractorId === '410201' ? '410202' : '410201';
    const refused = await api('GET', `/documents/demo-tractor-${other}-registration/link`, { as: DRIVER });
    expect(refused.status).toBe(404);
    expect(refused.body.url).toBeUndefined();
    expect((await api('GET', '/documents/demo-driver-1004501-other/link', { as: DRIVER })).status).toBe(404);
  });
});
