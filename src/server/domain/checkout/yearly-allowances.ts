import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { OrderSpendJson } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { rowsOf } from '../cart/cart-store';

/**
 * The yearly allowances on a consumer's profile (minor units, jsonb on the consumer row):
 * the athlete credit that pays (annualCredit − currentSpend) and the employee allowance that the
 * employee discount covers (annualCap − currentSpend). Placement spends both with a guarded
 * update (never past the limit, whatever runs at once); an undone order gives back what it took
 * (order.spend is the record of that). A return does not restore them.
 */
const ALLOWANCES = {
  athlete: {
    column: sql.raw('athlete'),
    limit: 'annualCredit',
    refused: () => new ApiError('REW409', 'Your athlete credit no longer covers this amount. Please check your payment.', { field: 'payment_instruments' }),
  },
  employee: {
    column: sql.raw('employee'),
    limit: 'annualCap',
    refused: () => new ApiError('EMP409', undefined, { field: 'cartId' }),
  },
} as const;

export type AllowanceKind = keyof typeof ALLOWANCES;

/** Adds `amount` to currentSpend in placement's transaction; refused (nothing spent) when the limit would be passed. */
export async function spendAllowance(tx: Database, consumerId: string, kind: AllowanceKind, amount: number): Promise<void> {
  if (amount <= 0) return;
  const { column, limit, refused } = ALLOWANCES[kind];
  const rows = await rowsOf(tx, sql`
    update consumers set ${column} = jsonb_set(${column}, '{currentSpend}', to_jsonb(coalesce((${column}->>'currentSpend')::int, 0) + ${amount}))
    where id = ${consumerId} and ${column} ? ${limit}
      and (${column}->>${limit})::int - coalesce((${column}->>'currentSpend')::int, 0) >= ${amount}
    returning 1`);
  if (rows.length === 0) throw refused();
}

/** Gives back what an order took (cancel, failed payment). */
export async function refundAllowance(tx: Database, consumerId: string, kind: AllowanceKind, amount: number): Promise<void> {
  if (amount <= 0) return;
  const { column } = ALLOWANCES[kind];
  await tx.execute(sql`
    update consumers set ${column} = jsonb_set(${column}, '{currentSpend}', to_jsonb(greatest(0, coalesce((${column}->>'currentSpend')::int, 0) - ${amount})))
    where id = ${consumerId} and ${column} is not null`);
}

/** What an order took of each allowance, as its spend record holds it. */
export function allowancesOf(spend: OrderSpendJson): Array<[AllowanceKind, number]> {
  return [['athlete', spend.athlete ?? 0], ['employee', spend.employee ?? 0]];
}
