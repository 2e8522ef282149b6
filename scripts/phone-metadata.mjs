// Writes src/shared/validation/phone/phone-metadata.json: libphonenumber's metadata for the shop's
// countries only (about 3 KB gzipped in the browser instead of 19 KB for every country).
// Run after upgrading libphonenumber-js or changing DEFAULT_COUNTRY_LIST:
//   node scripts/phone-metadata.mjs US CA GB FR DE IT
// tests/unit/validation/phone-metadata.test.ts fails while the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { trimPhoneMetadata } from '../src/shared/validation/phone/trim-phone-metadata.mjs';

const codes = process.argv.slice(2);
if (codes.length === 0) {
  console.error('Name the countries: node scripts/phone-metadata.mjs US CA GB FR DE IT');
  process.exit(1);
}
const full = JSON.parse(readFileSync(new URL('../node_modules/libphonenumber-js/metadata.min.json', import.meta.url), 'utf8'));
writeFileSync(new URL('../src/shared/validation/phone/phone-metadata.json', import.meta.url), `${JSON.stringify(trimPhoneMetadata(full, codes))}\n`);
console.log(`phone metadata written for ${codes.join(', ')}`);
