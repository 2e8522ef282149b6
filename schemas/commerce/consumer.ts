import { z } from 'zod';

// Contracts of the spec §7 consumer calls (/consumers-v3/consumer...). Dates are ISO strings.

const spend = z.object({ currentSpend: z.number(), annualCredit: z.number().optional(), annualCap: z.number().optional() });

export const consumerAddressSchema = z.object({
  addressId: z.string(),
  approachType: z.enum(['S', 'B']),
  main: z.boolean(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  city: z.string().optional(),
  province: z.string().optional(),
  stateCode: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
  countryCode: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
});
export type ConsumerAddress = z.infer<typeof consumerAddressSchema>;

export const subscriptionSchema = z.object({
  type: z.enum(['Newsletter', 'LoyaltyNewsletter']),
  channel: z.enum(['email', 'sms']),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  recipient: z.string(),
  category: z.string().optional(),
  country: z.string(),
  region: z.string(),
  optinDate: z.string().optional(),
  optoutDate: z.string().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const consumerProfileSchema = z.object({
  consumerId: z.string(),
  consumerType: z.string(),
  consumerDetails: z.object({
    email: z.string(),
    phone: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    postalCode: z.string().optional(),
    birthDate: z.string().optional(),
    gender: z.string().optional(),
    address: z.array(consumerAddressSchema),
    source: z.object({ acquisitionType: z.string().optional(), campaignName: z.string().optional(), store: z.string().optional() }).optional(),
    athlete: spend.optional(),
    employee: spend.optional(),
    prosumer: spend.optional(),
    identity: z.array(z.object({ type: z.enum(['WRANX', 'IPA']) })),
  }),
  isLoyaltyMember: z.boolean(),
  memberId: z.string().optional(),
  loyaltyOptInDate: z.string().optional(),
  /** Spendable (active) points, and points earned on orders still inside their return window (pending). */
  loyaltySummary: z.object({ points: z.object({ balance: z.number(), pending: z.number().optional() }) }).optional(),
  enrollments: z.array(z.object({ type: z.literal('Loyalty') })),
  preferences: z.object({ interests: z.string(), preferredShoeSize: z.string().optional() }),
  subscriptions: z.array(subscriptionSchema),
  isEmployeeDiscountTCAccepted: z.boolean(),
});
export const consumerProfileResponseSchema = z.object({ consumerProfile: consumerProfileSchema });
export type ConsumerProfile = z.infer<typeof consumerProfileSchema>;

export const profileQuerySchema = z.object({ includeLoyaltySummary: z.enum(['true', 'false']).optional() });

/** PUT: only fields sent with a non-empty value change; all empty changes nothing. */
export const profileUpdateSchema = z.object({
  consumerDetails: z
    .object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      phone: z.string().optional(),
      phoneCode: z.string().optional(),
      postalCode: z.string().optional(),
      /** Display format of the locale, like the sign-up form. */
      birthDate: z.string().optional(),
      gender: z.string().max(20).optional(),
    })
    .optional(),
  preferences: z.object({ interests: z.string().max(500).optional(), preferredShoeSize: z.string().max(10).optional() }).optional(),
  enrollments: z.array(z.object({ type: z.literal('Loyalty') })).optional(),
  isEmployeeDiscountTCAccepted: z.literal(true).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const addressInputSchema = z.object({
  /** S shipping (default when adding), B billing. */
  approachType: z.enum(['S', 'B']).optional(),
  main: z.boolean().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  city: z.string().optional(),
  province: z.string().optional(),
  stateCode: z.string().max(10).optional(),
  postalCode: z.string().optional(),
  country: z.string().regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.'),
  email: z.string().optional(),
  phone: z.string().optional(),
  phoneCode: z.string().max(6).optional(),
});
export type AddressInputBody = z.infer<typeof addressInputSchema>;
export const addressIdResponseSchema = z.object({ addressId: z.string() });

export const subscriptionUpdateSchema = z.object({
  subscriptions: z
    .array(z.object({ type: z.enum(['Newsletter', 'LoyaltyNewsletter']), channel: z.enum(['email', 'sms']), optin: z.boolean(), category: z.string().max(50).optional() }))
    .min(1)
    .max(10),
});
export const subscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });

export const lookupQuerySchema = z.object({ email: z.string().trim().min(1).max(100) });
export const lookupResponseSchema = z.object({ exists: z.boolean() });

export const notificationUpdateSchema = z.record(z.string().max(50), z.union([z.boolean(), z.string().max(200)]));
/** PUT /consumers-v3/consumer/notification: the shopper's notification settings after the change. */
export const notificationSettingsResponseSchema = z.object({ notifications: z.record(z.string(), z.unknown()) });

/** A shopper asks for their own data; an associate (agent token) looks a customer up, in its own store (storeId, when sent). */
export const retrieveUserDataSchema = z.object({ consumerId: z.string().trim().max(60).optional(), email: z.string().trim().max(100).optional(), storeId: z.string().trim().max(40).optional() });

/** §3 store user data: what the associate sees of the customer they act for. */
export const storeUserDataSchema = z.object({
  details: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  defaultShippingAddress: consumerAddressSchema.nullable(),
});
export type StoreUserData = z.infer<typeof storeUserDataSchema>;

export const retrieveUserDataResponseSchema = z.object({
  consumerProfile: consumerProfileSchema,
  notifications: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** Only when an associate looked the customer up. */
  storeUserData: storeUserDataSchema.optional(),
});

/** POST /consumers-v3/consumer: the completed profile's consumer id. */
export const consumerIdResponseSchema = z.object({ consumerId: z.string() });

export const contactUsSchema = z.object({
  category: z.string().min(1).max(50),
  subject: z.string().min(1).max(100),
  message: z.string().min(1).max(4000),
  email: z.string().max(100),
  firstName: z.string().max(30).optional(),
  lastName: z.string().max(30).optional(),
  orderNo: z.string().max(40).optional(),
  recaptcha_response: z.string().max(4000).optional(),
});
/** POST /consumers-v3/contactus: the case id of the request. */
export const contactUsResponseSchema = z.object({ caseId: z.string(), message: z.string() });

export const contactCategoriesSchema = z.object({ categories: z.array(z.object({ category: z.string(), label: z.string(), subjects: z.array(z.object({ subject: z.string(), label: z.string() })) })) });

export const countryListSchema = z.object({ countries: z.array(z.object({ name: z.string(), dialCode: z.string(), code: z.string(), phoneMask: z.string().optional() })) });

const fieldRule = z.object({
  required: z.boolean().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  pattern: z.string().optional(),
  mask: z.string().optional(),
  transform: z.literal('capitalize').optional(),
});
export const addressRulesResponseSchema = z.object({ countryCode: z.string(), fields: z.record(z.string(), fieldRule) });

export const storeSummarySchema = z.object({ storeId: z.string(), name: z.string(), address: z.string(), city: z.string(), postalCode: z.string(), country: z.string() });
/** GET /consumers-v3/utilities/stores: optionally the stores of one country (ISO 3166 alpha-2). */
export const storesQuerySchema = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code').optional() });
export const storesResponseSchema = z.object({ stores: z.array(storeSummarySchema) });
export const storeEmployeesResponseSchema = z.object({
  storeId: z.string(),
  employees: z.array(z.object({ storeEmployeeId: z.string(), firstName: z.string(), lastName: z.string(), role: z.string() })),
});

/** Newsletter sign-up from the newsletter block; guests and signed-in shoppers alike. */
export const newsletterSignUpSchema = z.object({
  email: z.string().max(100),
  policy: z.boolean(),
  /** Where the form is ('footer', 'newsletter-page', ...), for reporting. */
  source: z.string().max(50).optional(),
});
export const newsletterSignUpResponseSchema = z.object({ subscribed: z.literal(true), message: z.string() });
