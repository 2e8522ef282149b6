import type { ColorOption } from '../../schema/catalog';

/** The seed's "today": every seeded date is relative to it, never to the clock. */
export const SEED_REFERENCE_DATE = new Date('2026-01-15T09:00:00.000Z');

/** Coming-soon products publish after this, far enough ahead that they stay "coming soon". */
export const COMING_SOON_FROM = new Date('2028-06-01T08:00:00.000Z');

export const SEED_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type SeedCurrency = (typeof SEED_CURRENCIES)[number];

/** Rough price level of each currency against USD list prices. */
export const CURRENCY_FACTOR: Record<SeedCurrency, number> = { USD: 1, CAD: 1.36, GBP: 0.8, EUR: 0.93 };

export const DAY_MS = 86_400_000;

export function daysFromReference(days: number): string {
  return new Date(SEED_REFERENCE_DATE.getTime() + days * DAY_MS).toISOString();
}

export const COLOR_PALETTE: readonly ColorOption[] = [
  { value: '001', label: 'Black', hex: '#1f1f1f' },
  { value: '100', label: 'White', hex: '#f4f4f0' },
  { value: '410', label: 'Navy', hex: '#1e2a4a' },
  { value: '420', label: 'Cobalt', hex: '#2f5fd0' },
  { value: '600', label: 'Red', hex: '#c8312b' },
  { value: '620', label: 'Coral', hex: '#f0715a' },
  { value: '300', label: 'Forest', hex: '#2f5d3a' },
  { value: '330', label: 'Sage', hex: '#9cae8c' },
  { value: '200', label: 'Sand', hex: '#d8c3a0' },
  { value: '220', label: 'Brown', hex: '#6b4430' },
  { value: '050', label: 'Grey', hex: '#8a8d91' },
  { value: '700', label: 'Yellow', hex: '#e9c23a' },
  { value: '510', label: 'Purple', hex: '#6b4fa0' },
  { value: '800', label: 'Orange', hex: '#e07a1f' },
];
