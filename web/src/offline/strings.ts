/** Texts of the phone's outbox: what waits to be sent, what was sent, what the server refused. */
export const offlineText = {
  waiting: (n: number) => (n === 1 ? '1 waiting to send' : `${n} waiting to send`),
  waitingHint: 'Kept on this phone; it goes by itself as soon as there is signal.',
  sendNow: 'Send now',
  allSent: 'All sent',
  refused: (what: string, why: string) => `${what} was not accepted: ${why}`,
  dismiss: 'Dismiss',
  punch: (kind: 'in' | 'out', at: string) => `${kind === 'in' ? 'Clock in' : 'Clock out'} at ${at}`,
  form: (formName: string, vehicleId: string | undefined) => (vehicleId ? `${formName}, tractor ${vehicleId}` : formName),
  ack: 'Acknowledgement of a company message',
  photoLost: 'A photo of this form is no longer on the phone.',
  offline: 'No signal: you see what was last loaded.',
  submittedWaiting: 'Submitted — waiting to send',
  submittedWaitingBody: 'Your answers, photos and signature are kept on this phone and go to the office by themselves as soon as there is signal.',
  punchWaiting: (kind: 'in' | 'out', at: string) => `${kind === 'in' ? 'Clocked in' : 'Clocked out'} at ${at} — waiting to send`,
};
