import { z } from 'zod';
import { SEGMENT_CONDITIONS } from '../content/blocks/segmentation';

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
  data: z.object({
    responses: z.array(z.object({
      requestId: z.string(),
      actions: z.array(decideActionSchema),
      /** The §4 segments that hold for the request's session (negatives included); empty without targeting consent. */
      segments: z.array(z.enum(SEGMENT_CONDITIONS)),
    })).length(1),
  }),
});

export type DecideBody = z.infer<typeof decideBodySchema>;
export type DecideResponse = z.infer<typeof decideResponseSchema>;
export type DecideAction = z.infer<typeof decideActionSchema>;

/**
 * POST /engine/v1/events/{brand}: experiment events the browser batches (sendBeacon on page hide).
 * An impression names the arm the decide call gave (with its impressionId); a conversion names
 * nothing: it counts for every arm the visitor saw before it.
 */
export const experimentEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('impression'), experienceId: text(128), variantId: text(128), impressionId: text(64) }),
  z.object({ type: z.literal('addToCart') }),
  z.object({ type: z.literal('order'), orderNo: text(64) }),
]);

export const experimentEventsBodySchema = z.object({
  monetateId: monetateIdSchema.optional(),
  events: z.array(experimentEventSchema).min(1).max(50),
});

export const experimentEventsResponseSchema = z.object({
  /** Events kept (a repeat of one already kept counts as kept). */
  accepted: z.number().int().min(0),
  /** Impressions of an arm this visitor was not given, or of no live experiment. */
  rejected: z.number().int().min(0),
  /** False without targeting consent or in preview: nothing was kept. */
  stored: z.boolean(),
});

const rateSchema = z.object({
  conversions: z.number().int().min(0),
  /** conversions / visitors, 0..1 (0 without visitors). */
  rate: z.number().min(0).max(1),
  /** 95 % Wilson score interval of the rate. */
  low: z.number().min(0).max(1),
  high: z.number().min(0).max(1),
});

/** GET /engine/v1/report/{brand} (a preview token of the site): per experiment and arm. */
export const experimentReportSchema = z.object({
  siteId: z.string(),
  experiments: z.array(z.object({
    experienceId: z.string(),
    /** Still in published content (else only its past events are reported). */
    live: z.boolean(),
    variants: z.array(z.object({
      variantId: z.string(),
      label: z.string(),
      isControl: z.boolean(),
      visitors: z.number().int().min(0),
      addToCart: rateSchema,
      order: rateSchema,
    })),
  })),
});

export type ExperimentEvent = z.infer<typeof experimentEventSchema>;
export type ExperimentEventsResponse = z.infer<typeof experimentEventsResponseSchema>;
export type ExperimentReport = z.infer<typeof experimentReportSchema>;
