import type { SiteInfo } from '../../../../shared/i18n/sites';
import type { storeEmployees, storeInventory, stores } from '../../schema/catalog';
import type { ProductPlan } from './build-products';
import type { VariantRow } from './build-variants';
import type { SeedRandom } from './random';

export type StoreRow = typeof stores.$inferInsert;
export type StoreInventoryRow = typeof storeInventory.$inferInsert;
export type StoreEmployeeRow = typeof storeEmployees.$inferInsert;

interface City {
  country: string;
  city: string;
  street: string;
  postalCode: string;
  lat: number;
  lng: number;
}

const CITIES: readonly City[] = [
  { country: 'US', city: 'New York', street: '350 Broadway', postalCode: '10013', lat: 40.7171, lng: -74.0036 },
  { country: 'US', city: 'Chicago', street: '520 N Michigan Ave', postalCode: '60611', lat: 41.8917, lng: -87.6243 },
  { country: 'US', city: 'Seattle', street: '1500 5th Ave', postalCode: '98101', lat: 47.6116, lng: -122.3356 },
  { country: 'CA', city: 'Toronto', street: '220 Yonge St', postalCode: 'M5B 2H1', lat: 43.6544, lng: -79.3807 },
  { country: 'CA', city: 'Vancouver', street: '701 W Georgia St', postalCode: 'V7Y 1G5', lat: 49.2827, lng: -123.1187 },
  { country: 'CA', city: 'Montréal', street: '705 Rue Sainte-Catherine O', postalCode: 'H3B 4G5', lat: 45.5025, lng: -73.5699 },
  { country: 'GB', city: 'London', street: '200 Oxford Street', postalCode: 'W1D 1NU', lat: 51.5152, lng: -0.1418 },
  { country: 'GB', city: 'Manchester', street: '45 Market Street', postalCode: 'M1 1WR', lat: 53.4829, lng: -2.2426 },
  { country: 'FR', city: 'Paris', street: '40 Boulevard Haussmann', postalCode: '75009', lat: 48.8736, lng: 2.3320 },
  { country: 'FR', city: 'Lyon', street: '12 Rue de la République', postalCode: '69002', lat: 45.7630, lng: 4.8357 },
  { country: 'DE', city: 'Berlin', street: 'Tauentzienstraße 21', postalCode: '10789', lat: 52.5018, lng: 13.3404 },
  { country: 'DE', city: 'München', street: 'Kaufingerstraße 9', postalCode: '80331', lat: 48.1371, lng: 11.5720 },
  { country: 'IT', city: 'Milano', street: 'Corso Vittorio Emanuele II 15', postalCode: '20122', lat: 45.4654, lng: 9.1927 },
  { country: 'IT', city: 'Roma', street: 'Via del Corso 189', postalCode: '00186', lat: 41.9009, lng: 12.4807 },
];

const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Camille', 'Lea', 'Jonas', 'Giulia', 'Marco', 'Olivia', 'Noah', 'Emma', 'Luca', 'Hannah', 'Chloé'];
const LAST_NAMES = ['Martin', 'Smith', 'Müller', 'Rossi', 'Dubois', 'Brown', 'Schmidt', 'Bianchi', 'Tremblay', 'Wilson'];
/** Every seeded store lets its associates take up to 20 % off a line or the order. */
export const MAX_PRICE_ADJUSTMENT_BP = 2000;
const ROLES = ['Store Manager', 'Sales Associate', 'Sales Associate', 'Stock Lead'];

/** Every city above gets one store of each brand; each store stocks a share of the site's products. */
export function buildStores(site: SiteInfo, siteNumber: number, plans: ProductPlan[], variantsByProduct: Map<string, VariantRow[]>, random: SeedRandom) {
  const storeRows: StoreRow[] = [];
  const employeeRows: StoreEmployeeRow[] = [];
  const stockRows: StoreInventoryRow[] = [];
  const stockable = plans.filter((plan) => plan.role === 'regular' && !plan.comingSoon);
  CITIES.forEach((city, index) => {
    const id = `${site.productPrefix}-${city.country}-${String(index + 1).padStart(2, '0')}`;
    storeRows.push({
      id,
      siteId: site.id,
      name: `${site.name} ${city.city}`,
      address: city.street,
      city: city.city,
      postalCode: city.postalCode,
      country: city.country,
      lat: city.lat,
      lng: city.lng,
      maxPriceAdjustmentBp: MAX_PRICE_ADJUSTMENT_BP,
    });
    const staff = random.int(2, 4);
    for (let n = 0; n < staff; n++) {
      employeeRows.push({
        employeeId: `E${siteNumber}${String(index + 1).padStart(2, '0')}${n + 1}`,
        storeId: id,
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        role: n === 0 ? ROLES[0]! : random.pick(ROLES.slice(1)),
      });
    }
    for (const plan of stockable) {
      if (!random.chance(0.25)) continue;
      for (const variant of variantsByProduct.get(plan.row.id) ?? []) {
        stockRows.push({ storeId: id, variantId: variant.id, quantity: random.chance(0.2) ? 0 : random.int(1, 6) });
      }
    }
  });
  return { storeRows, employeeRows, stockRows };
}
