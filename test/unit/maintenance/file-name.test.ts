import { describe, expect, it } from 'vitest';
import { maintenanceFileName } from '#shared/maintenance/file-name';

const full = { VehicleID: '410200', ServiceProvider: "Love's Truck-Care #12", ServiceNo: 'WO-881', filename: 'scan.final.PDF' };

describe('maintenance file name rule', () => {
  it('rebuilds the name as VehicleID_Provider-ServiceNo with the original extension, provider stripped to letters and digits', () => {
    expect(maintenanceFileName(full)).toBe('410200_LovesTruckCare12-WO-881.PDF');
  });

  it('keeps a name without an extension without one', () => {
    expect(maintenanceFileName({ ...full, filename: 'invoice' })).toBe('410200_LovesTruckCare12-WO-881');
  });

  it.each(['VehicleID', 'ServiceProvider', 'ServiceNo', 'filename'] as const)('leaves the name as it was when %s is empty or blank', (field) => {
    expect(maintenanceFileName({ ...full, [field]: '  ' })).toBe(field === 'filename' ? '  ' : full.filename);
    expect(maintenanceFileName({ ...full, [field]: undefined })).toBe(field === 'filename' ? undefined : full.filename);
  });
});
