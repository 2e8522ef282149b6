import { describe, expect, it } from 'vitest';
import {
  birthDateRule,
  dateFormatForLocale,
  dateRule,
  earliestDateRule,
  latestDateRule,
  parseDate,
  type BirthDateCountryConfig,
} from '@shared/validation';

describe('date format by region', () => {
  it.each([
    ['en-us', 'MM/DD/YYYY'],
    ['en-ca', 'MM/DD/YYYY'],
    ['fr-ca', 'MM/DD/YYYY'],
    ['en-gb', 'DD/MM/YYYY'],
    ['fr-fr', 'DD/MM/YYYY'],
    ['de-de', 'DD/MM/YYYY'],
    ['it-it', 'DD/MM/YYYY'],
  ] as const)('%s uses %s', (locale, format) => expect(dateFormatForLocale(locale)).toBe(format));
});

describe('dateRule', () => {
  it.each([
    ['DD/MM/YYYY', '29/02/2024', true],
    ['DD/MM/YYYY', '29/02/2023', false],
    ['DD/MM/YYYY', '29/02/2000', true],
    ['DD/MM/YYYY', '29/02/1900', false],
    ['DD/MM/YYYY', '31/04/2024', false],
    ['DD/MM/YYYY', '30/04/2024', true],
    ['DD/MM/YYYY', '31/12/2024', true],
    ['DD/MM/YYYY', '12/31/2024', false],
    ['MM/DD/YYYY', '12/31/2024', true],
    ['MM/DD/YYYY', '31/12/2024', false],
    ['MM/DD/YYYY', '02/29/2024', true],
    ['MM/DD/YYYY', '02/29/2023', false],
    ['MM/DD/YYYY', '04/31/2024', false],
    ['MM/DD/YYYY', '1/2/2024', false],
    ['MM/DD/YYYY', '2024-01-02', false],
    ['MM/DD/YYYY', '00/10/2024', false],
  ] as const)('%s %s valid: %s', (format, value, valid) => {
    expect(dateRule(format)(value)).toEqual(valid ? null : { key: 'dateInvalid', params: { format } });
  });
  it('reads day and month in the order of the format', () => {
    expect(parseDate('03/04/2024', 'DD/MM/YYYY')).toEqual({ year: 2024, month: 4, day: 3 });
    expect(parseDate('03/04/2024', 'MM/DD/YYYY')).toEqual({ year: 2024, month: 3, day: 4 });
  });
  it('earliest and latest dates are inclusive and shown in the format', () => {
    const jan1 = { year: 2024, month: 1, day: 1 };
    expect(earliestDateRule(jan1, 'DD/MM/YYYY')('01/01/2024')).toBeNull();
    expect(earliestDateRule(jan1, 'DD/MM/YYYY')('31/12/2023')).toEqual({ key: 'earliestDate', params: { date: '01/01/2024' } });
    expect(latestDateRule(jan1, 'MM/DD/YYYY')('01/02/2024')).toEqual({ key: 'latestDate', params: { date: '01/01/2024' } });
    expect(latestDateRule(jan1, 'MM/DD/YYYY')('01/01/2024')).toBeNull();
  });
});

describe('birthDateRule', () => {
  const config: BirthDateCountryConfig = { required: true, minimalAge: 16, minDate: '1900-01-01' };
  const today = new Date(2025, 5, 15); // 15 June 2025
  const rule = birthDateRule({ format: 'DD/MM/YYYY', config, today });
  it.each([
    ['15/06/2009', null, 'exactly 16 today'],
    ['16/06/2009', 'birthDateInvalidAge', 'one day short'],
    ['01/01/1990', null, 'adult'],
    ['01/01/1900', null, 'on the minimum date'],
    ['31/12/1899', 'earliestDate', 'before the minimum date'],
    ['31/02/1990', 'dateInvalid', 'not a date'],
    ['', 'birthDateMissing', 'missing'],
  ])('%s → %s (%s)', (value, key, _why) => {
    expect(rule(value)?.key ?? null).toBe(key);
  });
  it('carries PRO410 and PRO411', () => {
    expect(rule('16/06/2009')).toEqual({ key: 'birthDateInvalidAge', params: { age: 16 }, code: 'PRO410' });
    expect(rule('')).toEqual({ key: 'birthDateMissing', code: 'PRO411' });
  });
  it('is optional where not configured as required', () => {
    expect(birthDateRule({ format: 'MM/DD/YYYY', config: undefined, today })('')).toBeNull();
    expect(birthDateRule({ format: 'MM/DD/YYYY', config: { required: false, minimalAge: 13 }, today })('')).toBeNull();
    expect(birthDateRule({ format: 'MM/DD/YYYY', config: { required: false, minimalAge: 13 }, today })('06/16/2012')?.key).toBe(
      'birthDateInvalidAge',
    );
  });
  it('a 29 February birthday in a common year counts from 28 February', () => {
    const leapToday = new Date(2024, 1, 29);
    const leap = birthDateRule({ format: 'DD/MM/YYYY', config: { required: true, minimalAge: 18 }, today: leapToday });
    expect(leap('28/02/2006')).toBeNull();
    expect(leap('01/03/2006')?.key).toBe('birthDateInvalidAge');
  });
});
