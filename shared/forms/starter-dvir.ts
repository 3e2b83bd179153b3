import type { FormFieldDef } from './form-fields.ts';

export const STARTER_DVIR_NAME = 'Pre-Trip Inspection (DVIR)';

const item = (fieldId: string, label: string, category: string, extra: Partial<FormFieldDef> = {}): FormFieldDef => ({
  fieldId, label, category, style: 'Pass / Fail', type: 'Tractor', required: true, hidden: false,
  remarksOnFail: true, photoOnFail: false, outOfServiceOnFail: false, ...extra,
});

const critical = { photoOnFail: true, outOfServiceOnFail: true } as const;

/**
 * The DVIR every company starts with: the items of 49 CFR 396.11(a)(1) (service brakes and trailer brake
 * connections, parking brake, steering, lights and reflectors, tires, horn, wipers, mirrors, coupling
 * devices, wheels and rims, emergency equipment), a remark on every failure, a photo and an out-of-service
 * hold on the items a vehicle may not run without, the odometer, the driver's remarks and signature.
 */
export const STARTER_DVIR_FIELDS: FormFieldDef[] = [
  { fieldId: 'odometer', label: 'Odometer', category: 'Trip', style: 'Number', type: 'Tractor', required: true, hidden: false, remarksOnFail: false, photoOnFail: false, outOfServiceOnFail: false, min: 0, max: 3_000_000 },
  item('service-brakes', 'Service brakes', 'Brakes', critical),
  item('parking-brake', 'Parking brake', 'Brakes', critical),
  item('air-lines', 'Air lines and trailer brake connections', 'Brakes', { photoOnFail: true }),
  item('steering', 'Steering mechanism', 'Steering', critical),
  item('headlights', 'Headlights and high beams', 'Lights and reflectors'),
  item('turn-signals', 'Turn signals and hazard lights', 'Lights and reflectors'),
  item('brake-lights', 'Brake and tail lights', 'Lights and reflectors'),
  item('reflectors', 'Reflectors and conspicuity tape', 'Lights and reflectors'),
  item('tires', 'Tires (tread, inflation, damage)', 'Tires, wheels and rims', critical),
  item('wheels-rims', 'Wheels, rims and lug nuts', 'Tires, wheels and rims', critical),
  item('horn', 'Horn', 'Cab'),
  item('wipers', 'Windshield wipers and washers', 'Cab'),
  item('mirrors', 'Rear-vision mirrors', 'Cab'),
  item('coupling', 'Fifth wheel and coupling devices', 'Coupling', critical),
  item('emergency-equipment', 'Emergency equipment (fire extinguisher, triangles, spare fuses)', 'Emergency equipment'),
  item('trailer-lights', 'Trailer lights and reflectors', 'Trailer', { type: 'Trailer', required: false }),
  item('trailer-tires', 'Trailer tires and wheels', 'Trailer', { type: 'Trailer', required: false }),
  { fieldId: 'remarks', label: 'Remarks', category: 'Remarks', style: 'Comment', type: 'General', required: false, hidden: false, remarksOnFail: false, photoOnFail: false, outOfServiceOnFail: false },
  { fieldId: 'signature', label: 'Driver signature', category: 'Sign-off', style: 'Signature', type: 'General', required: true, hidden: false, remarksOnFail: false, photoOnFail: false, outOfServiceOnFail: false },
];
