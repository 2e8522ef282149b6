import { z } from 'zod';

/**
 * POST /engine/v1/decide/{brand} (spec §7), in the shape of the engine API the spec follows
 * (Monetate's): a body with channel, monetateId, customerId and events; an answer with meta and
 * data.responses[0].actions, one action per experiment with its impressionId and, when the
 * DecisionRequest asks (`includeReporting`), its reporting fields.
 */
export const EVENT_TYPES = {
  decisionRequest: 'monetate:decision:DecisionRequest',
  pageView: 'monetate:context:PageView',
  cart: 'monetate:context:Cart',
  productDetailView: 'monetate:context:ProductDetailView',
  purchase: 'monetate:context:Purchase',
} as const;

/** A visitor id the engine minted (`2.<random>.<seconds>`), or any id a client keeps in that alphabet. */
export const monetateIdSchema = z.string().regex(/^[A-Za-z0-9._-]{8,64}$/, 'monetateId: 8 to 64 letters, digits, dots, dashes or underscores');

const text = (max: number) => z.string().min(1).max(max);
const lineSchema = z.object({
  sku: text(64).optional(),
  pid: text(64),
  quantity: z.number().int().min(1).max(999_999),
  currency: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'value: an amount such as 59.90'),
});

export const decideEventSchema = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal(EVENT_TYPES.decisionRequest),
    requestId: text(128),
    includeReporting: z.boolean().optional(),
    actionTypes: z.array(text(64)).max(10).optional(),
  }),
  z.object({
    eventType: z.literal(EVENT_TYPES.pageView),
    url: text(2048),
    pageType: text(64),
    categories: z.array(text(128)).max(20).optional(),
    breadcrumbs: z.array(text(128)).max(20).optional(),
  }),
  z.object({ eventType: z.literal(EVENT_TYPES.cart), cartLines: z.array(lineSchema).max(200) }),
  z.object({ eventType: z.literal(EVENT_TYPES.productDetailView), products: z.array(z.object({ productId: text(64), sku: text(64).optional() })).min(1).max(50) }),
  z.object({ eventType: z.literal(EVENT_TYPES.purchase), purchaseId: text(64), purchaseLines: z.array(lineSchema).max(200) }),
]);

export const decideBodySchema = z.object({
  channel: text(200),
  monetateId: monetateIdSchema.optional(),
  customerId: text(128).optional(),
  events: z.array(decideEventSchema).min(1).max(20),
}).refine((body) => body.events.filter((event) => event.eventType === EVENT_TYPES.decisionRequest).length === 1, {
  message: `events: exactly one ${EVENT_TYPES.decisionRequest}`, path: ['events'],
});

export const impressionReportingSchema = z.object({
  experience_id: z.string(),
  experience_label: z.string(),
  variant_id: z.string(),
  variant_label: z.string(),
  is_control: z.boolean(),
});

export const decideActionSchema = z.object({
  actionType: z.literal('monetate:action:OmnichannelJson'),
  actionId: z.string(),
  /** The experience block the action is for (its experienceId). */
  component: z.string(),
  impressionId: z.string(),
  json: z.object({ experienceId: z.string(), variantId: z.string() }),
  impressionReporting: z.array(impressionReportingSchema).optional(),
});

export const decideResponseSchema = z.object({
  meta: z.object({
    code: z.literal(200),
    requestId: z.string(),
    /** The visitor the decision is for; absent without targeting consent (§6: no monetateId then). */
    monetateId: z.string().optional(),
    /** False without targeting consent: no actions, every experience shows its baseline. */
    personalised: z.boolean(),
  }),
  data: z.object({ responses: z.array(z.object({ requestId: z.string(), actions: z.array(decideActionSchema) })).length(1) }),
});

export type DecideBody = z.infer<typeof decideBodySchema>;
export type DecideResponse = z.infer<typeof decideResponseSchema>;
export type DecideAction = z.infer<typeof decideActionSchema>;
