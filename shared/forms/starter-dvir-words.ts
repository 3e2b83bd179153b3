import type { Language } from '#shared/account/language';
import { STARTER_DVIR_FIELDS, STARTER_DVIR_NAME } from './starter-dvir.ts';

/** The starter DVIR's name, item labels (by fieldId) and categories in Spanish; English is starter-dvir.ts itself. */
const es = {
  name: 'Inspección previa al viaje (DVIR)',
  labels: {
    odometer: 'Odómetro',
    'service-brakes': 'Frenos de servicio',
    'parking-brake': 'Freno de estacionamiento',
    'air-lines': 'Líneas de aire y conexiones de frenos del remolque',
    steering: 'Mecanismo de dirección',
    headlights: 'Faros y luces altas',
    'turn-signals': 'Direccionales e intermitentes',
    'brake-lights': 'Luces de freno y traseras',
    reflectors: 'Reflectores y cinta reflectante',
    tires: 'Llantas (dibujo, presión, daños)',
    'wheels-rims': 'Ruedas, rines y birlos',
    horn: 'Claxon',
    wipers: 'Limpiaparabrisas y lavadores',
    mirrors: 'Espejos retrovisores',
    coupling: 'Quinta rueda y dispositivos de acoplamiento',
    'emergency-equipment': 'Equipo de emergencia (extintor, triángulos, fusibles de repuesto)',
    'trailer-lights': 'Luces y reflectores del remolque',
    'trailer-tires': 'Llantas y ruedas del remolque',
    remarks: 'Observaciones',
    signature: 'Firma del chofer',
  } as Record<string, string>,
  categories: {
    Trip: 'Viaje',
    Brakes: 'Frenos',
    Steering: 'Dirección',
    'Lights and reflectors': 'Luces y reflectores',
    'Tires, wheels and rims': 'Llantas, ruedas y rines',
    Cab: 'Cabina',
    Coupling: 'Acoplamiento',
    'Emergency equipment': 'Equipo de emergencia',
    Trailer: 'Remolque',
    Remarks: 'Observaciones',
    'Sign-off': 'Firma',
  } as Record<string, string>,
};

const starterLabel = new Map(STARTER_DVIR_FIELDS.map((f) => [f.fieldId, f.label]));

/**
 * A question's label in the reader's language. Only the starter DVIR's own words are ours to translate:
 * a question keeps its starter fieldId when the company edits it, so it is translated only while its
 * label is still the starter's English one; anything the company typed is shown as typed.
 */
export function questionLabel(field: { fieldId: string; label: string }, language: Language): string {
  if (language === 'en' || starterLabel.get(field.fieldId) !== field.label) return field.label;
  return es.labels[field.fieldId] ?? field.label;
}

/** A category heading: the starter's categories translated, the company's own as typed. */
export function categoryLabel(category: string, language: Language): string {
  return language === 'en' ? category : (es.categories[category] ?? category);
}

/** A form's name: the starter DVIR's unchanged name translated, the company's own as typed. */
export function formNameIn(name: string, language: Language): string {
  return language !== 'en' && name === STARTER_DVIR_NAME ? es.name : name;
}
