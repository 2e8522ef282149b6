import type { FootSizes, SizeChart } from '@schemas/commerce/fapi';

type ChartType = SizeChart['productType'];

/** Size charts per product type (static reference data, same for every brand). */
export const SIZE_CHARTS: Record<ChartType, Omit<SizeChart, 'productType'>> = {
  shoe: {
    title: 'Shoe sizes',
    columns: ['US men', 'US women', 'UK', 'EU', 'Foot length (cm)'],
    rows: [7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11, 11.5, 12].map((us) => [String(us), String(us + 1.5), String(us - 0.5), String(Math.round((us + 33) * 2) / 2), (24.5 + (us - 7) * 0.85).toFixed(1)]),
    note: 'Between sizes? Choose the larger size. Wide fits are marked on the product page.',
  },
  apparel: {
    title: 'Clothing sizes',
    columns: ['Size', 'Chest (cm)', 'Waist (cm)', 'Hip (cm)'],
    rows: [['XS', '82-87', '68-73', '84-89'], ['S', '88-95', '74-81', '90-97'], ['M', '96-103', '82-89', '98-105'], ['L', '104-111', '90-97', '106-113'], ['XL', '112-121', '98-107', '114-123'], ['XXL', '122-131', '108-117', '124-133']],
    note: 'Measure over underwear, tape level and snug but not tight.',
  },
  trousers: {
    title: 'Trouser sizes',
    columns: ['Waist (in)', 'Waist (cm)', 'Inside leg 30', 'Inside leg 32', 'Inside leg 34'],
    rows: [28, 30, 32, 34, 36].map((waist) => [String(waist), String(Math.round(waist * 2.54)), '76 cm', '81 cm', '86 cm']),
    note: 'Inside leg is measured from the crotch to the ankle bone.',
  },
  'kids-shoe': {
    title: 'Kids shoe sizes',
    columns: ['US', 'UK', 'EU', 'Foot length (cm)'],
    rows: [['10K', '9', '27', '16.5'], ['11K', '10', '28', '17.1'], ['12K', '11', '30', '18.0'], ['13K', '12', '31', '18.7'], ['1', '13', '32', '19.7'], ['2', '1', '33', '20.3'], ['3', '2', '34', '21.0']],
    note: 'Leave about a thumb’s width of room to grow.',
  },
  'kids-apparel': {
    title: 'Kids clothing sizes',
    columns: ['Size', 'Age', 'Height (cm)'],
    rows: [['4', '3-4', '98-104'], ['6', '5-6', '110-116'], ['8', '7-8', '122-128'], ['10', '9-10', '134-140'], ['12', '11-12', '146-152'], ['14', '13-14', '158-164']],
    note: 'Sizes follow height first, then age.',
  },
};

export function sizeChart(productType: ChartType): SizeChart {
  return { productType, ...SIZE_CHARTS[productType] };
}

/** Foot length in centimetres to US men's, UK and EU shoe sizes. */
export function footSizes(): FootSizes {
  const sizes = [7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11, 11.5, 12].map((us) => ({
    footLengthCm: Math.round((24.5 + (us - 7) * 0.85) * 10) / 10,
    us: String(us),
    uk: String(us - 0.5),
    eu: String(Math.round((us + 33) * 2) / 2),
  }));
  return { unit: 'cm', sizes };
}
