/** Texts of the printable settlement adjustments of a driver. */
export const adjustmentTemplateText = {
  title: 'Settlement adjustments',
  signedOut: 'This statement opens through a link from the payroll office. Sign in as payroll staff to open it.',
  noDriver: 'Choose a driver on the settlement adjustments page and print from there.',
  print: 'Print',
} as const;
