/**
 * Every business constant and limit of spec §9, named as the spec names it.
 * Durations are milliseconds, lengths are characters, layout sizes are CSS values.
 * Values the spec leaves to configuration are read from config, not here.
 */

// Quantities
export const DEFAULT_MAX_QTY = 999_999;
export const DEFAULT_QTY = 1;
export const QUICK_SHOP_QTY = 1;

// Retries, delays and guards
export const TOKEN_RETRY_DELAY_MS = 2000;
export const TOKEN_RETRY_STATUS = 409;
export const TOKEN_RETRY_COUNT = 1;
export const ADD_TO_CART_RETRY_DELAY_MS = 2000;
export const PAYMENT_SESSION_RETRY_DELAY_MS = 3000;
export const INVALID_CUSTOMER_RELOAD_DELAY_MS = 4000;
export const RELOAD_GUARD_MS = 10_000;
export const DIALOG_TRANSITION_MS = 250;
export const TOAST_CHECK_INTERVAL_MS = 200;

// Personalisation engine
/** Experiment event batches (POST /engine/v1/events) per client and window before EXP429: a page sends one or two. */
export const EXPERIMENT_EVENT_BATCHES_PER_WINDOW = 120;
export const EXPERIMENT_EVENTS_WINDOW_MS = 60_000;

// Checkout and payments (§9 leaves gift card caps to configuration: these are the defaults)
/** Gift cards one cart may hold. */
export const GIFT_CARD_MAX_PER_CART = 3;
/** Gift card balance checks per client and window before GFC429 (guessing numbers and PINs). */
export const GIFT_CARD_BALANCE_CHECKS_PER_WINDOW = 10;
export const GIFT_CARD_BALANCE_WINDOW_MS = 15 * 60_000;
/** An Idempotency-Key's stored answer is kept at least this long. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
/** A payment attempt still pending after this long is settled by the sweeper. */
export const PAYMENT_ATTEMPT_STALE_MS = 5 * 60_000;
/** Loyalty points per unit of currency (100 points = 1.00). */
export const LOYALTY_POINTS_PER_MINOR_UNIT = 1;
/**
 * Athlete credit (spec §6) is a yearly allowance kept in this currency's minor units
 * (consumers.athlete: annualCredit − currentSpend); ATHLETES_PAYMENT is offered on carts in it.
 */
export const ATHLETE_CREDIT_CURRENCY = 'USD';
/**
 * The employee discount's yearly allowance (consumers.employee: annualCap − currentSpend) is kept
 * in this currency's minor units: the discount is priced on carts in it, where the cap can be held.
 */
export const EMPLOYEE_ALLOWANCE_CURRENCY = 'USD';
/** Points earned on an order stay pending (locked) for the return window, then become active. */
export const LOYALTY_RETURN_WINDOW_MS = 30 * 24 * 3_600_000;
/** Active points (earned or given back) expire this long after they became spendable, if not spent. */
export const LOYALTY_POINTS_LIFETIME_MS = 365 * 24 * 3_600_000;
/** A voucher bought with points can be used for this long. */
export const LOYALTY_VOUCHER_LIFETIME_MS = 90 * 24 * 3_600_000;
/** Ledger entries shown with the member's vouchers (newest first). */
export const LOYALTY_HISTORY_SIZE = 50;
/** Order history page size unless asked otherwise. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

// Field limits
export const PASSWORD_MIN_LENGTH = 8;
export const ADDRESS_MAX_LENGTH = 30;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const SIGN_IN_EMAIL_MAX_LENGTH = 100;
export const APPLE_PAY_CITY_MAX_LENGTH = 50;
export const DEFAULT_PHONE_LENGTH = 10;

// Money and text
export const CURRENCY_AS_CODE: readonly string[] = ['CAD'];
export const PERCENT_DECIMALS = 1;
export const INTERESTS_SEPARATOR = '|';

// Pagination
export const PAGINATION_DEFAULT_PAGE = 1;
export const PAGINATION_SIBLING_COUNT = 2;

// Editor preview (showcase)
export const PREVIEW_LIMITS = [10, 20, 50] as const;
export const PREVIEW_DEFAULT_LIMIT = 20;

// Articles
export const RELATED_ARTICLES_COUNT = 4;
export const ARTICLE_GRID_DEFAULT_ROWS = 3;
export const FACETS_SHOWN = { small: 4, medium: 10, large: 20 } as const;

// Recommendations and upsells
export const RECOMMENDATION_SLIDES_PER_SCROLL = { large: 6, small: 3 } as const;
export const RECOMMENDATION_MAX_IMPRESSIONS = 24;
export const RECOMMENDATION_HYDRATION_ROOT_MARGIN_PX = 200;
export const UPSELLS_DEFAULT_COUNT = 3;

// Header
export const HEADER_SCROLL_DEBOUNCE_MS = 200;
export const HEADER_SCROLL_MAX_WAIT_MS = 500;

// Image transforms
export const IMAGE_TRANSFORM_SIZE_MULTIPLIER = 2;
export const IMAGE_TRANSFORM_QUALITY = 50;
export const IMAGE_TRANSFORM_SHARPEN = 60;

// Benefits
export const FREE_SHIPPING_HIDDEN_COUNTRIES: readonly string[] = ['FR', 'IT', 'DE', 'GB'];

// Pop-ups, carousels, widgets
export const POPUP_DEFAULT_DELAY_MS = 2000;
export const CAROUSEL_AUTOROTATE_MS_PER_SECOND = 1000;
export const UGC_WIDGET_CREATE_DELAY_MS = 500;

// Layout
export const MEGA_MENU_NAV_HEIGHT = '2.35rem';
export const ICON_SIZES = ['small', 'medium', 'large'] as const;
export const ICON_TEXT_VARIANTS = ['icon-above-text', 'icon-left', 'one-column'] as const;
export const SPLIT_IMAGE_WIDTHS_PERCENT = [60, 50, 40] as const;
export const OVERLAY_WIDTHS = { xs: 1 / 3, sm: 1 / 2, md: 2 / 3, lg: 11 / 12 } as const;
export const GRADIENT_HEIGHTS = { full: '35%', focused: '50%' } as const;
export const CTA_SLIDE_MAX_WIDTH = { small: '19.25rem', other: '26.5rem' } as const;
export const VERTICAL_LIST_LOGO_MAX_HEIGHT = '9.5rem';
export const CAPTION_MAX_WIDTH = '9.375rem';
/** A three-card grid gives its first card half the width. */
export const THREE_CARD_FIRST_CARD_WIDTH = 1 / 2;
/** Four icon-and-text items are laid out in two columns. */
export const FOUR_ICON_ITEMS_COLUMNS = 2;
/** Space between the slides (and grid cells) of a collection; editors pick one, small unless they do. */
export const SLIDE_PADDINGS = ['none', 'small', 'medium', 'large'] as const;
export const DEFAULT_SLIDE_PADDING: (typeof SLIDE_PADDINGS)[number] = 'small';

// Mock API mode and consent
export const MOCK_DEFAULT_STATUS = 200;
export const CONSENT_CATEGORIES = {
  required: 'C0001',
  performanceAndAnalytics: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
} as const;

/**
 * How far a collection point may be from the postal code a shopper searches at checkout (km). The
 * network is thin (a few points per country), so the nearest are offered even when far, with their
 * distance; only points in the cart's country are shown (the API refuses others).
 */
export const COLLECTION_POINT_RADIUS_KM = 1000;

/** Months an item is covered from the order date, by region: two years in Europe (EU and UK law), one in North America. */
export const WARRANTY_MONTHS = { EMEA: 24, NORA: 12 } as const;
