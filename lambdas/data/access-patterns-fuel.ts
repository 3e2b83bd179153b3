import type { AccessPattern } from './access-patterns.ts';

/**
 * Fuel bought with the company's fuel cards (the card provider's daily file, or a file uploaded by hand).
 * IFTA reads a quarter (three month partitions), profitability a pay run's days; nothing reads a single
 * tractor's purchases across months, so there is no tractor index.
 */
export const FUEL_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'fuelPurchase', readers: 'IFTA (a quarter: three months), profitability (a pay run\'s days), fuel card screen (a month, newest first)', pk: ['companyId', 'month'], sk: ['transactionDate', 'transactionId'], indexes: [], volumePerYear: '~31,000 (200 tractors × 3 a week × 52)', grows: true },
  { entity: 'fuelTransactionClaim', readers: 'fuel file import (batch get by the provider\'s transaction ids: a purchase sent again with another date is recognised)', pk: ['companyId', 'transactionId'], sk: [], indexes: [], volumePerYear: '~31,000 (one a purchase)', grows: true },
  { entity: 'iftaRate', readers: 'IFTA (the quarter\'s rates), rates editor', pk: ['companyId', 'quarter'], sk: [], indexes: [], volumePerYear: '4 (one a quarter)', grows: true },
  { entity: 'fuelFile', readers: 'fuel card screen (latest files, newest first: this year, then last year)', pk: ['companyId', 'year'], sk: ['receivedAt', 'fileId'], indexes: [], volumePerYear: '~400 (a daily file and uploads)', grows: true },
];
