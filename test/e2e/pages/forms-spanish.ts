/**
 * The pre-trip and company forms in Spanish, for test/e2e/driver-spanish.test.ts: the setup (tractor and
 * leg), the starter DVIR's questions (started with no tractor, so no earlier inspection asks for a review
 * first), the company forms with his inspections of the last 90 days, and the inspection link page.
 */
export const FORMS_SCREENS: { path: string; ready: string }[] = [
  { path: '/pretrip-safety-inspection', ready: 'Desde (opcional)' },
  { path: '/pretrip-safety-inspection?start=1', ready: 'Frenos de servicio' },
  { path: '/driver-forms', ready: 'Sus inspecciones (últimos 90 días)' },
];

/** The inspection link page a visitor opens from the QR code in a cab, in his phone's language. */
export const FORMS_LINK_SCREENS: { path: string; ready: string }[] = [
  { path: '/inspection-form', ready: 'Esta página se abre desde el enlace de inspección' },
];
