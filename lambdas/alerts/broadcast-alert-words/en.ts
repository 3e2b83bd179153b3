/** The SMS and e-mail alert of a broadcast, in English; the sender's text itself goes as he typed it. */
export const broadcastAlertEn = {
  subject: '{{company}} broadcast in {{room}}',
  text: '{{sender}}: {{text}}\n\nOpen FAST DASHBOARD chat to acknowledge.',
} as const;

export type BroadcastAlertKey = keyof typeof broadcastAlertEn;
