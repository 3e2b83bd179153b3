import type { Catalogue } from '#web/i18n/catalogue.ts';

/** The Timecard in Spanish: every key of ../en/timecard.ts (a missing or extra key fails the typecheck), same `{{names}}`. */
export const timecardEs = {
  title: 'Reloj checador',
  clockIn: 'Marcar entrada',
  clockOut: 'Marcar salida',
  clockedInSince: 'En turno desde {{time}}',
  clockedOut: 'Está fuera de turno.',
  today: 'Hoy',
  thisWeek: 'Esta semana',
  lastWeek: 'Semana pasada',
  off: 'Su empresa no lleva el control de horas.',
  pending: {
    in: 'Su entrada está guardada en este teléfono y se enviará cuando vuelva la conexión.',
    out: 'Su salida está guardada en este teléfono y se enviará cuando vuelva la conexión.',
  },
  sendNow: 'Enviar ahora',
  punchRefused: 'La marca fue rechazada: {{message}}',
  locationNote: 'Su ubicación se envía con una marca solo si permite la ubicación en este teléfono.',
  myShifts: 'Mis turnos',
  noShifts: 'No hay turnos esta semana.',
  weekTotal: 'Total de la semana',
  onTheClock: 'En turno',
  notCounted: 'todavía no cuenta',
  sentLate: 'Enviada tarde',
  flagged: 'Señalada',
  stampedAtArrival: 'Registrada al llegar a la oficina: {{reason}}.',
  flagReason: {
    beforePrevious: 'la hora del teléfono era anterior a su marca previa',
    inFuture: 'la hora del teléfono estaba en el futuro',
  },
  tappedArrived: 'Marcada {{tapped}}, recibida {{arrived}}',
  approved: 'Aprobada',
  partInWeek: 'solo las horas de esta semana',
} as const satisfies Catalogue['timecard'];
