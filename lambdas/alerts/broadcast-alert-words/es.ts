import type { Words } from '#lambdas/account/words';
import type { BroadcastAlertKey } from './en.ts';

/** The SMS and e-mail alert of a broadcast in Spanish: every key of en.ts, same `{{names}}`. */
export const broadcastAlertEs = {
  subject: 'Aviso de {{company}} en {{room}}',
  text: '{{sender}}: {{text}}\n\nAbra el chat de FAST DASHBOARD para confirmar que lo leyó.',
} as const satisfies Words<BroadcastAlertKey>;
