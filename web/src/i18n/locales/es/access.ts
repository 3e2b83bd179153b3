import type { Catalogue } from '#web/i18n/catalogue.ts';

/** The refusal and driver's-page notes in Spanish: every key of ../en/access.ts, same `{{names}}`. */
export const accessEs = {
  who: {
    owner: 'el dueño de la empresa',
    payroll: 'el dueño y el personal de nómina',
    dispatch: 'el dueño, el personal de nómina y los despachadores',
    office: 'el equipo de la oficina',
    staff: 'el personal de la oficina',
    fleet: 'los choferes y el equipo de la oficina',
  },
  page: 'La página {{page}} es para {{who}}.',
  report: 'El informe {{report}} es para {{who}}.',
  reportOff: 'El informe {{report}} no está activado para su empresa.',
  reportOffHint: 'El dueño de la empresa lo activa en Company setup.',
  yourRole: 'Usted entró como: {{role}}.',
  askOwner: 'Si su trabajo lo necesita, pida al dueño de la empresa que cambie su rol.',
  home: 'Ir a su página de inicio',
  driversPage: '{{page}} es una página propia del chofer.',
  driversPageHint: 'El chofer la abre en su teléfono para ver sus propios registros. Para ver los de un chofer, ábralo en Drivers.',
  openDrivers: 'Abrir Drivers',
} as const satisfies Catalogue['access'];
