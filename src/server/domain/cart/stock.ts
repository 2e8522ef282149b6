import type { LineDelivery } from '../../db/schema/cart';

interface HeldLine {
  readonly id: string;
  readonly qty: number;
  readonly delivery: LineDelivery;
  readonly storeId: string | null;
}

/**
 * What is left for one line of a variant once the cart's other lines of it are served: online
 * stock feeds home delivery and ship-to-store lines, a store's stock its pickup lines.
 */
export function sellableForLine(
  target: { delivery: LineDelivery; storeId: string | null; lineId: string | null },
  others: readonly HeldLine[],
  online: number,
  store: number | null,
): number {
  const pickup = target.delivery === 'pickup';
  const used = others
    .filter((line) => line.id !== target.lineId)
    .filter((line) => (pickup ? line.delivery === 'pickup' && line.storeId === target.storeId : line.delivery !== 'pickup'))
    .reduce((sum, line) => sum + line.qty, 0);
  return Math.max(0, (pickup ? (store ?? 0) : online) - used);
}
