import type { Catalogue } from '#web/i18n/catalogue.ts';

/** The Drive screen in Spanish: every key of ../en/drive.ts (a missing or extra key fails the typecheck), same `{{names}}`. */
export const driveEs = {
  title: 'Manejo',
  dayView: 'Su día (viajes y horario)',
  previousDay: 'Día anterior',
  nextDay: 'Día siguiente',
  schedule: 'Horario',
  noSchedule: 'Nada programado este día.',
  trips: 'Viajes',
  noTrips: 'No hay viajes en sus recibos de pago este día.',
  tripsTooEarly: 'Los viajes se muestran desde el inicio del mes pasado.',
  trip: 'Viaje {{number}} · tractor {{tractor}} · {{from}} → {{to}} · {{miles}} mi',
  tripMiles: 'Total: {{miles}} mi',
  pretrip: {
    header: 'Inspección antes del viaje',
    body: 'Inspeccione su tractor antes de manejar: el último reporte para revisar, cada punto para aprobar o reprobar, y su firma.',
    start: 'Iniciar inspección',
    allForms: 'Todos los formularios',
  },
  timeclock: {
    header: 'Reloj checador',
    open: 'Abrir el reloj',
    clockedIn: 'En turno desde {{since}}',
    clockedOut: 'Fuera de turno',
    today: 'Hoy: {{hours}}',
    week: 'Esta semana: {{hours}}',
    hours: '{{h}} h {{m}} min',
  },
} as const satisfies Catalogue['drive'];
