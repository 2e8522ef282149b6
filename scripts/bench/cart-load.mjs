// The add-to-cart budget of `npm run bench`: 50 shoppers, each with their own guest session and
// cart, add items (POST /cart/v1/item; every add is one transaction that locks the shopper's cart
// and prices it). Two figures: latency at a busy shop's pace (the 50 together adding ADD_RATE
// items a second at random moments, an open-loop load: the budget), and the most adds a second
// the server does when the 50 never pause (there, waiting in line dominates: latency ≈ 50 /
// throughput). Run with DATABASE_URL for the PostgreSQL figure.
import autocannon from 'autocannon';
import { pacedLoad } from './paced-load.mjs';

const SHOPPERS = 50;
const LINES_PER_CART = 8;
const ADD_RATE = Number(process.env.BENCH_ADD_RATE ?? 100);
const headersFor = (token) => ({ 'content-type': 'application/json', accept: 'application/json', 'x-brand': 'stride', authorization: `Bearer ${token}` });

async function json(base, path, init) {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function guestToken(base) {
  const session = await json(base, '/api/token/v2/auth/token', { method: 'POST', headers: { 'content-type': 'application/json', 'x-brand': 'stride' }, body: JSON.stringify({ type: 'Guest' }) });
  return session.accessToken;
}

/** Variants with plenty of stock that a guest can buy (checked by adding each once). */
export async function buyableVariants(base, count) {
  const search = await json(base, '/api/products/v2/search/productSearch?locale=en-us&query=a&limit=48', { headers: { 'x-brand': 'stride' } });
  const token = await guestToken(base);
  const { basketId } = await json(base, '/api/cart/v1/cart', { method: 'POST', headers: headersFor(token), body: '{}' });
  const found = [];
  for (const hit of search.hits ?? search.products ?? []) {
    const productId = hit.productId ?? hit.id;
    const inventory = await json(base, `/api/products/v2/products/${productId}/inventory`, { headers: { 'x-brand': 'stride' } });
    for (const [variantId, stock] of Object.entries(inventory.variants)) {
      if (stock.quantity < 60 || found.length >= count) continue;
      const added = await fetch(`${base}/api/cart/v1/item`, { method: 'POST', headers: headersFor(token), body: JSON.stringify({ cartId: basketId, productId: variantId, qty: 1 }) });
      if (added.ok) found.push(variantId);
      break;
    }
    if (found.length >= count) break;
  }
  if (found.length < count) throw new Error(`only ${found.length} buyable variants with stock found`);
  return found;
}

/** `rate`: adds a second for the 50 together, or undefined for as many as the server answers. */
export async function addToCartLoad(base, durationSeconds, rate = ADD_RATE) {
  const variants = await buyableVariants(base, LINES_PER_CART);
  const shoppers = [];
  for (let index = 0; index < SHOPPERS; index += 1) {
    const token = await guestToken(base);
    const { basketId } = await json(base, '/api/cart/v1/cart', { method: 'POST', headers: headersFor(token), body: '{}' });
    shoppers.push({ token, basketId });
  }
  if (rate) {
    // Shopper after shopper, each adding the next of the eight variants: every shopper adds about every half second.
    return pacedLoad(base, { rate, durationSeconds, connections: SHOPPERS }, (index) => {
      const shopper = shoppers[index % SHOPPERS];
      const variantId = variants[Math.floor(index / SHOPPERS) % variants.length];
      return { method: 'POST', path: '/api/cart/v1/item', headers: headersFor(shopper.token), body: JSON.stringify({ cartId: shopper.basketId, productId: variantId, qty: 1 }) };
    });
  }
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon({
      url: `${base}/api/cart/v1/item`, connections: SHOPPERS, duration: durationSeconds,
      setupClient(client) {
        const shopper = shoppers[next++ % SHOPPERS];
        client.setRequests(variants.map((variantId) => ({
          method: 'POST', path: '/api/cart/v1/item', headers: headersFor(shopper.token),
          body: JSON.stringify({ cartId: shopper.basketId, productId: variantId, qty: 1 }),
        })));
      },
    }, (error, result) => {
      if (error) reject(error);
      else resolve({ offeredRate: null, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx });
    });
  });
}
