// @ts-check
// The storefront's own inline scripts, as constants: the page carries them as they are, and
// astro.config.mjs lists their hashes in the Content-Security-Policy, so no script runs inline
// unless it is one of these (or one Astro renders and hashes itself). Their data comes from the
// page (JSON and data attributes), never from the script text, which keeps each hash the same on
// every page.

/**
 * zod compiles its object parsers with `new Function` unless told not to, and even its probe for
 * eval is reported as a policy violation where eval is blocked. zod reads this global when it
 * loads, so it runs first in <head>, before any module script (BaseLayout).
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig={jitless:true}';

/** Pushes the page view whose JSON sits in the element just before it (BaseLayout). */
export const PAGE_VIEW_SCRIPT =
  'try{var d=document.currentScript.previousElementSibling;(window.dataLayer=window.dataLayer||[]).push(JSON.parse(d.textContent))}catch(e){}';

/**
 * In-store associate mode (spec §6), before anything else runs. While an associate acts in the tab,
 * tracking is off: the data layer becomes a sink before anything pushes to it (the page view below,
 * src/lib/analytics). When the tab that held a customer's cart was closed without logging out, the
 * customer's cart left in localStorage is forgotten, so the next visitor of the browser never sees
 * it. The keys are ASSOCIATE_STORAGE_KEY and ASSOCIATE_CART_MARK (src/lib/session/associate-storage.ts)
 * and CART_STORAGE_KEY (src/stores/storage-keys.ts); a test holds them equal.
 */
export const ASSOCIATE_HEAD_SCRIPT =
  "try{if(sessionStorage.getItem('storefront_associate'))window.dataLayer={push:function(){return 0}};" +
  "else if(localStorage.getItem('storefront_associate_cart')){localStorage.removeItem('storefront:cart');localStorage.removeItem('storefront_associate_cart')}}catch(e){}";

/**
 * The three above as the one inline script BaseLayout puts in <head>, after the page view's JSON and
 * before any module script: each inline script is its own gzip stream, so two cost about 50 bytes
 * more of a page's first JavaScript than one (issue 17).
 */
export const HEAD_SCRIPT = `${ZOD_JITLESS_SCRIPT};${ASSOCIATE_HEAD_SCRIPT};${PAGE_VIEW_SCRIPT}`;

/** Hides a benefit bar the shopper closed before it paints (BenefitBar.astro): its element is just before it. */
export const BENEFIT_BAR_SCRIPT =
  'try{var b=document.currentScript.previousElementSibling;if(localStorage.getItem(b.dataset.storageKey))b.hidden=true}catch(e){}';

export const INLINE_SCRIPTS = [HEAD_SCRIPT, BENEFIT_BAR_SCRIPT];
