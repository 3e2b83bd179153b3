import { describe, expect, it } from 'vitest';
import { safeReturnPath, viewerPath } from '#web/features/documents/viewer-link.ts';

describe('document viewer address', () => {
  it('names the document by id and where Back returns, never a file URL', () => {
    expect(viewerPath('demo-tractor-410200-registration', '/tractor-documents')).toBe('/pdf-viewer?documentId=demo-tractor-410200-registration&from=%2Ftractor-documents');
  });

  it('sends Back only to a path of this app, whatever the address says', () => {
    expect(safeReturnPath('/reporting-tools?reportName=tractor-documents', '/x')).toBe('/reporting-tools?reportName=tractor-documents');
    for (const hostile of ['https://evil.test/', '//evil.test/', '/\\evil.test', 'javascript:alert(1)', '', null]) expect(safeReturnPath(hostile, '/tractor-documents')).toBe('/tractor-documents');
  });
});
