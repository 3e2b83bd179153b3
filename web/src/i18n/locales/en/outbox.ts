/** The phone's outbox on every driver screen: what waits to be sent, what was sent, what the server refused. */
export const outboxEn = {
  waiting_one: '{{count}} waiting to send',
  waiting_other: '{{count}} waiting to send',
  waitingHint: 'Kept on this phone; it goes by itself as soon as there is signal.',
  sendNow: 'Send now',
  allSent: 'All sent',
  refused: '{{what}} was not accepted: {{why}}',
  dismiss: 'Dismiss',
  punch: { in: 'Clock in at {{at}}', out: 'Clock out at {{at}}' },
  formOfTractor: '{{form}}, tractor {{tractor}}',
  ack: 'Acknowledgement of a company message',
  photoLost: 'A photo of this form is no longer on the phone.',
  submittedWaiting: 'Submitted — waiting to send',
  submittedWaitingBody: 'Your answers, photos and signature are kept on this phone and go to the office by themselves as soon as there is signal.',
  punchWaiting: { in: 'Clocked in at {{at}} — waiting to send', out: 'Clocked out at {{at}} — waiting to send' },
} as const;
