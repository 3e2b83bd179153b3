import type { Catalogue } from '#web/i18n/catalogue.ts';

/** The outbox in Spanish: every key of ../en/outbox.ts (a missing or extra key fails the typecheck), same `{{names}}`. */
export const outboxEs = {
  waiting_one: '{{count}} pendiente de enviar',
  waiting_other: '{{count}} pendientes de enviar',
  waitingHint: 'Guardado en este teléfono; se envía solo en cuanto haya señal.',
  sendNow: 'Enviar ahora',
  allSent: 'Todo enviado',
  refused: '{{what}}: no fue aceptado. {{why}}',
  dismiss: 'Descartar',
  punch: { in: 'Entrada: {{at}}', out: 'Salida: {{at}}' },
  formOfTractor: '{{form}}, tractor {{tractor}}',
  ack: 'Confirmación de un mensaje de la empresa',
  photoLost: 'Una foto de este formulario ya no está en el teléfono.',
  submittedWaiting: 'Entregado — pendiente de enviar',
  submittedWaitingBody: 'Sus respuestas, fotos y firma están guardadas en este teléfono y llegan solas a la oficina en cuanto haya señal.',
  punchWaiting: { in: 'Entrada: {{at}} — pendiente de enviar', out: 'Salida: {{at}} — pendiente de enviar' },
} as const satisfies Catalogue['outbox'];
