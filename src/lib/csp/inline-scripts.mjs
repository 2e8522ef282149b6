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
 * Tracking is off while an in-store associate acts in the tab (spec §6): the data layer becomes a
 * sink before anything pushes to it (the page view below, src/lib/analytics), so nothing the
 * associate does is reported as a shopper's visit. The key is ASSOCIATE_STORAGE_KEY
 * (src/lib/session/associate-storage.ts; a test holds them equal).
 */
export const ASSOCIATE_TRACKING_OFF_SCRIPT =
  "try{if(sessionStorage.getItem('storefront_associate'))window.dataLayer={push:function(){return 0}}}catch(e){}";

/**
 * The three above as the one inline script BaseLayout puts in <head>, after the page view's JSON and
 * before any module script: each inline script is its own gzip stream, so two cost about 50 bytes
 * more of a page's first JavaScript than one (issue 17).
 */
export const HEAD_SCRIPT = `${ZOD_JITLESS_SCRIPT};${ASSOCIATE_TRACKING_OFF_SCRIPT};${PAGE_VIEW_SCRIPT}`;

/** Hides a benefit bar the shopper closed before it paints (BenefitBar.astro): its element is just before it. */
export const BENEFIT_BAR_SCRIPT =
  'try{var b=document.currentScript.previousElementSibling;if(localStorage.getItem(b.dataset.storageKey))b.hidden=true}catch(e){}';

export const INLINE_SCRIPTS = [HEAD_SCRIPT, BENEFIT_BAR_SCRIPT];
