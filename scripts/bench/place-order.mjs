// The place-order figure of `npm run bench`: 50 shoppers at once, each with their own guest session,
// placing orders one after another (a new cart each time: one cart becomes one order). Setup per
// order (cart, item, addresses, card token from the sandbox's own mount, card instrument) is not
// timed; only PUT /cart/v2/checkout/order is, with an approved test card. Run with DATABASE_URL for
// the PostgreSQL figure (the budget is measured there).
const SHOPPERS = 50;
const ORDERS_PER_SHOPPER = Number(process.env.BENCH_ORDERS_PER_SHOPPER ?? 4);
const ADDRESS = { firstName: 'Bea', lastName: 'Bench', addressLine1: '1 Main Street', city: 'New York', stateCode: 'NY', postalCode: '10001', country: 'US', email: 'bench@example.com', phone: '2125550123' };
const headersFor = (token, extra = {}) => ({ 'content-type': 'application/json', accept: 'application/json', 'x-brand': 'stride', authorization: `Bearer ${token}`, ...extra });

async function json(base, path, init) {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function buyableVariants(base, count) {
  const search = await json(base, '/api/products/v2/search/productSearch?locale=en-us&query=a&limit=48', { headers: { 'x-brand': 'stride' } });
  const found = [];
  for (const hit of search.hits ?? search.products ?? []) {
    const inventory = await json(base, `/api/products/v2/products/${hit.productId ?? hit.id}/inventory`, { headers: { 'x-brand': 'stride' } });
    for (const [variantId, stock] of Object.entries(inventory.variants)) {
      if (stock.quantity >= 40) {
        found.push(variantId);
        break;
      }
    }
    if (found.length >= count) break;
  }
  if (found.length === 0) throw new Error('no variant with enough stock for the place-order bench');
  return found;
}

async function readyCart(base, token, variantId) {
  const { basketId } = await json(base, '/api/cart/v1/cartWithItem', { method: 'POST', headers: headersFor(token), body: JSON.stringify({ productId: variantId, qty: 1 }) });
  await json(base, `/api/cart/v2/cart/${basketId}/shippingAddress`, { method: 'POST', headers: headersFor(token), body: JSON.stringify({ addresses: [ADDRESS] }) });
  await json(base, `/api/cart/v1/cart/${basketId}/billingAddress`, { method: 'POST', headers: headersFor(token), body: JSON.stringify(ADDRESS) });
  const card = await json(base, '/sandbox-pay/tokenize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number: '4111111145551142', expiry: '12/30', cvc: '737' }) });
  await json(base, `/api/cart/v1/cart/${basketId}/paymentInstruments`, { method: 'POST', headers: headersFor(token), body: JSON.stringify({ payment_method_id: 'CREDIT_CARD', card }) });
  return basketId;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function placeOrderLoad(base) {
  const variants = await buyableVariants(base, 8);
  const latencies = [];
  let refused = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: SHOPPERS }, async (_, shopper) => {
    const { accessToken: token } = await json(base, '/api/token/v2/auth/token', { method: 'POST', headers: { 'content-type': 'application/json', 'x-brand': 'stride' }, body: JSON.stringify({ type: 'Guest' }) });
    for (let n = 0; n < ORDERS_PER_SHOPPER; n += 1) {
      const basketId = await readyCart(base, token, variants[(shopper + n) % variants.length]);
      const body = JSON.stringify({ recaptcha_response: 'sandbox-ok:placeOrder', cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' } });
      const t0 = performance.now();
      const response = await fetch(`${base}/api/cart/v2/checkout/order`, { method: 'PUT', headers: headersFor(token, { 'idempotency-key': `bench-${shopper}-${n}-${basketId}` }), body });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok) refused += 1;
    }
  }));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    orders: sorted.length, refused, shoppers: SHOPPERS,
    p50Ms: Math.round(percentile(sorted, 50)), p99Ms: Math.round(percentile(sorted, 99)),
    wallSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
