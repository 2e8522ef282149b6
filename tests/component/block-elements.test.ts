// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDecisions } from '../../blocks/personalisation/decide-client';
import { ExperienceElement } from '../../blocks/personalisation/experience-element';
import { SegmentationElement } from '../../blocks/personalisation/personalised-slot-element';
import { PopupElement } from '../../blocks/popups/popup-element';
import { ArticleGridElement } from '../../blocks/text/article-grid-element';
import { BenefitBarElement } from '../../blocks/navigation/benefit-bar-element';
import { DISMISSED_POPUPS_KEY } from '../../src/stores/popups';
import { endLocationTurn } from '../../src/stores/overlay-turns';

beforeAll(() => {
  // No location confirmation on these pages: its turn is over (tests/component/overlay-turns.test.ts covers the wait).
  endLocationTurn();
  customElements.define('storefront-experience', ExperienceElement);
  customElements.define('storefront-segmentation', SegmentationElement);
  customElements.define('storefront-popup', PopupElement);
  customElements.define('storefront-article-grid', ArticleGridElement);
  customElements.define('storefront-benefit-bar', BenefitBarElement);
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/');
  vi.useRealTimers();
});

/** Builds the markup detached, then connects it (as a deferred module script finds parsed HTML). */
function mount(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
}

/** The alternative the block shows (the others stay in place, hidden and inert). */
const slotText = (root: Element) => root.querySelector('[data-slot][data-active]')!.textContent!.trim();
const SEGMENT_CONSENT = 'storefront_consent=C0001:1,C0002:0,C0003:0,C0004:1';

describe('experience', () => {
  const markup = (region = 'NORA') => `<storefront-experience data-experience-id="exp-1" data-region="${region}" data-preview="false" data-api-base="/api" data-site-id="stride" data-locale="en-us" data-page-class="Home">
    <div data-slot="baseline" data-active><p>baseline</p></div><div data-slot="v-1" inert><p>variant one</p></div></storefront-experience>`;
  const answer = (variantId: string) => ({
    meta: { code: 200, requestId: 'r', personalised: true },
    data: { responses: [{ requestId: 'r', actions: [{ actionType: 'monetate:action:OmnichannelJson', actionId: 'a', component: 'exp-1', impressionId: 'imp-1', json: { experienceId: 'exp-1', variantId }, impressionReporting: [{ is_control: false, variant_label: 'One' }] }] }] },
  });
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    forgetDecisions();
    fetchMock = vi.fn(async () => new Response(JSON.stringify(answer('v-1')), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'storefront_consent=; max-age=0';
  });

  it('asks the decide call once for the page and shows the arm it assigns', async () => {
    mount(markup() + markup());
    const [first, second] = document.querySelectorAll('storefront-experience');
    expect(slotText(first!)).toBe('baseline');
    await vi.waitFor(() => expect(slotText(first!)).toBe('variant one'));
    expect(slotText(second!)).toBe('variant one');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/engine/v1/decide/stride?locale=en-us');
    expect(JSON.parse(init.body as string)).toMatchObject({ channel: 'stride/web', events: [{ eventType: 'monetate:decision:DecisionRequest', includeReporting: true }, { eventType: 'monetate:context:PageView', pageType: 'Home' }] });
    // The arm is the visitor's: a recalculation (sign-in, cart) keeps it.
    window.dispatchEvent(new CustomEvent('storefront:recalculate'));
    expect(slotText(first!)).toBe('variant one');
    // Its impression is sent once, with the page's other experiment events, when the page is left.
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await beacon.mock.calls[0]![1].text())).toEqual({ events: [{ type: 'impression', experienceId: 'exp-1', variantId: 'v-1', impressionId: 'imp-1' }] });
  });

  it('in EMEA without targeting consent keeps the baseline and asks nothing, then decides right after consent', async () => {
    mount(markup('EMEA'));
    const element = document.querySelector('storefront-experience')!;
    window.dispatchEvent(new CustomEvent('storefront:decision', { detail: { experienceId: 'exp-1', variantId: 'v-1' } }));
    expect(slotText(element)).toBe('baseline');
    expect(fetchMock).not.toHaveBeenCalled();
    document.cookie = SEGMENT_CONSENT;
    window.dispatchEvent(new CustomEvent('storefront:consent-changed'));
    await vi.waitFor(() => expect(slotText(element)).toBe('variant one'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the baseline when the decide call fails', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 503 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount(markup());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await Promise.resolve();
    expect(slotText(document.querySelector('storefront-experience')!)).toBe('baseline');
  });

  it('applies the p13n_testcontext variant for preview, without a decide call', () => {
    history.replaceState(null, '', `/?p13n_testcontext=${encodeURIComponent('{"exp-1":"v-1"}')}`);
    mount(markup('EMEA'));
    expect(slotText(document.querySelector('storefront-experience')!)).toBe('variant one');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('segmentation', () => {
  const markup = (region: string) => `<storefront-segmentation data-segmentation-id="s" data-segments="loyalty-member cart-not-empty" data-region="${region}" data-preview="false">
      <div data-slot="baseline" data-active>baseline</div><div data-slot="loyalty-member" inert>hello member</div>
      <div data-slot="cart-not-empty" inert>your cart</div></storefront-segmentation>`;
  afterEach(() => {
    document.cookie = 'storefront_consent=; Max-Age=0; path=/';
  });

  it('shows the cart segment when the stored cart has items, and follows store changes', () => {
    mount(markup('NORA'));
    const element = document.querySelector('storefront-segmentation')!;
    expect(slotText(element)).toBe('baseline');
    localStorage.setItem('storefront:cart', JSON.stringify({ basketId: 'b', favoriteId: null, totalItems: 2 }));
    window.dispatchEvent(new CustomEvent('storefront:store-changed', { detail: { key: 'storefront:cart' } }));
    expect(slotText(element)).toBe('your cart');
  });

  it('shows member content from the stored session, and the baseline again after sign-out', () => {
    localStorage.setItem('storefront_session', JSON.stringify({ status: 'registered', consumerType: 'REGISTERED', firstName: 'Sam', loyaltyMember: true, profileTypes: [] }));
    mount(markup('NORA'));
    const element = document.querySelector('storefront-segmentation')!;
    expect(slotText(element)).toBe('hello member');
    localStorage.setItem('storefront_session', JSON.stringify({ status: 'guest' }));
    window.dispatchEvent(new CustomEvent('storefront:store-changed', { detail: { key: 'storefront_session' } }));
    expect(slotText(element)).toBe('baseline');
  });

  it('asks the decide call what the browser does not know yet (membership before the profile was read), and nothing for a known guest', async () => {
    forgetDecisions();
    const segments = ['logged-in', 'loyalty-member', 'non-employee', 'cart-empty'];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ meta: { code: 200, requestId: 'r', personalised: true }, data: { responses: [{ requestId: 'r', actions: [], segments }] } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      mount(markup('NORA'));
      expect(fetchMock).not.toHaveBeenCalled();
      document.body.innerHTML = '';
      localStorage.setItem('storefront_session', JSON.stringify({ status: 'registered', consumerType: 'REGISTERED' }));
      mount(markup('NORA').replace('data-preview="false"', 'data-preview="false" data-api-base="/api" data-site-id="stride" data-locale="en-us" data-page-class="Home"'));
      const element = document.querySelector('storefront-segmentation')!;
      expect(slotText(element)).toBe('baseline');
      await vi.waitFor(() => expect(slotText(element)).toBe('hello member'));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/engine/v1/decide/stride?locale=en-us');
      // Signed out: what the browser knows now wins, and the old answer is not used.
      localStorage.setItem('storefront_session', JSON.stringify({ status: 'guest' }));
      window.dispatchEvent(new CustomEvent('storefront:store-changed', { detail: { key: 'storefront_session' } }));
      expect(slotText(element)).toBe('baseline');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      forgetDecisions();
    }
  });

  it('in EMEA keeps the baseline without targeting consent, and personalises once it is given', () => {
    localStorage.setItem('storefront_session', JSON.stringify({ status: 'registered', loyaltyMember: true, profileTypes: [] }));
    mount(markup('EMEA'));
    const element = document.querySelector('storefront-segmentation')!;
    expect(slotText(element)).toBe('baseline');
    document.cookie = `${SEGMENT_CONSENT}; path=/`;
    window.dispatchEvent(new CustomEvent('storefront:consent-changed'));
    expect(slotText(element)).toBe('hello member');
  });
});

describe('pop-up', () => {
  const CONSENT = 'storefront_consent=C0001:1,C0002:0,C0003:0,C0004:0';
  beforeEach(() => {
    document.cookie = `${CONSENT}; path=/`;
    sessionStorage.clear();
  });
  afterEach(() => {
    document.cookie = 'storefront_consent=; Max-Age=0; path=/';
  });
  /** Pop-ups are judged for their audience before one claims the page (a promise, at least). */
  const settled = async () => {
    for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
  };
  // The server marks data-guest when a new guest is in the pop-up's audience (always, without rules).
  const popup = (id: string, rules = 'data-guest') => `<storefront-popup data-popup-id="${id}" data-delay="2000" ${rules} hidden>
    <button data-expand aria-expanded="false">min</button><section data-panel hidden><button data-close>x</button></section></storefront-popup>`;

  it('shows only the first pop-up that was not dismissed, minimized, then expands after its delay', async () => {
    vi.useFakeTimers();
    localStorage.setItem(DISMISSED_POPUPS_KEY, JSON.stringify(['first']));
    mount(popup('first') + popup('second') + popup('third'));
    await settled();
    const [first, second, third] = [...document.querySelectorAll<HTMLElement>('storefront-popup')];
    expect(first!.hidden).toBe(true);
    expect(third!.hidden).toBe(true);
    expect(second!.dataset.state).toBe('minimized');
    vi.advanceTimersByTime(1999);
    expect(second!.dataset.state).toBe('minimized');
    vi.advanceTimersByTime(1);
    expect(second!.dataset.state).toBe('expanded');
    // §7 pop-up pushes: its impression when it appears, its expansion (link clicks: link-tracking.ts).
    const pushes = ((window as unknown as { dataLayer?: Array<{ event: string; popup_id?: string }> }).dataLayer ?? []).filter((push) => push.event.startsWith('popup_'));
    expect(pushes).toEqual([
      { event: 'popup_impression', popup_id: 'second' },
      { event: 'popup_expand', popup_id: 'second' },
    ]);
    second!.querySelector<HTMLElement>('[data-close]')!.click();
    expect(second!.hidden).toBe(true);
    expect(JSON.parse(localStorage.getItem(DISMISSED_POPUPS_KEY)!)).toEqual(['first', 'second']);
  });

  it('waits for the consent banner to be answered before showing', async () => {
    vi.useFakeTimers();
    document.cookie = 'storefront_consent=; Max-Age=0; path=/';
    mount(popup('first'));
    await settled();
    const element = document.querySelector<HTMLElement>('storefront-popup')!;
    vi.advanceTimersByTime(5000);
    expect(element.hidden).toBe(true);
    expect(element.dataset.state).toBeUndefined();
    document.cookie = `${CONSENT}; path=/`;
    window.dispatchEvent(new CustomEvent('storefront:consent-changed'));
    await settled();
    expect(element.dataset.state).toBe('minimized');
    vi.advanceTimersByTime(2000);
    expect(element.dataset.state).toBe('expanded');
  });

  it('after one was closed, no other shows for the rest of the visit', async () => {
    mount(popup('first'));
    await settled();
    const first = document.querySelector<HTMLElement>('storefront-popup')!;
    first.querySelector<HTMLElement>('[data-expand]')!.click();
    first.querySelector<HTMLElement>('[data-close]')!.click();
    document.body.innerHTML = '';
    mount(popup('second'));
    await settled();
    expect(document.querySelector<HTMLElement>('storefront-popup')!.dataset.state).toBeUndefined();
    sessionStorage.clear();
    document.body.innerHTML = '';
    mount(popup('second'));
    await settled();
    expect(document.querySelector<HTMLElement>('storefront-popup')!.dataset.state).toBe('minimized');
  });

  it('does not expand over an open dialog, and does once it closed', async () => {
    vi.useFakeTimers();
    mount('<dialog open aria-label="Sign in"></dialog>' + popup('first'));
    await settled();
    const element = document.querySelector<HTMLElement>('storefront-popup')!;
    vi.advanceTimersByTime(4000);
    expect(element.dataset.state).toBe('minimized');
    document.querySelector('dialog')!.removeAttribute('open');
    vi.advanceTimersByTime(500);
    expect(element.dataset.state).toBe('expanded');
  });

  it('stays minimized by itself where the page asks (beside a buy box), and opens by hand', async () => {
    vi.useFakeTimers();
    mount('<div data-popups-stay-minimized></div>' + popup('first'));
    await settled();
    const element = document.querySelector<HTMLElement>('storefront-popup')!;
    vi.advanceTimersByTime(60_000);
    expect(element.dataset.state).toBe('minimized');
    element.querySelector<HTMLElement>('[data-expand]')!.click();
    expect(element.dataset.state).toBe('expanded');
  });

  it('keeps keyboard focus when expanded, minimized (button or Escape) and closed by hand', async () => {
    mount(`<main id="main" tabindex="-1"></main><storefront-popup data-popup-id="kb" data-delay="2000" data-guest hidden>
      <button data-expand aria-expanded="false">min</button><section data-panel tabindex="-1" hidden>
      <button data-minimize>_</button><button data-close>x</button></section></storefront-popup>`);
    await settled();
    const element = document.querySelector<HTMLElement>('storefront-popup')!;
    const tab = element.querySelector<HTMLElement>('[data-expand]')!;
    const panel = element.querySelector<HTMLElement>('[data-panel]')!;
    tab.focus();
    tab.click();
    expect(element.dataset.state).toBe('expanded');
    expect(document.activeElement).toBe(panel);
    element.querySelector<HTMLElement>('[data-minimize]')!.focus();
    element.querySelector<HTMLElement>('[data-minimize]')!.click();
    expect(element.dataset.state).toBe('minimized');
    expect(document.activeElement).toBe(tab);
    tab.click();
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe(tab);
    tab.click();
    element.querySelector<HTMLElement>('[data-close]')!.focus();
    element.querySelector<HTMLElement>('[data-close]')!.click();
    expect(element.hidden).toBe(true);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('skips the join offer for a signed-in member, shows the next pop-up instead, and the offer to a guest', async () => {
    localStorage.setItem('storefront_session', JSON.stringify({ status: 'registered', consumerType: 'REGISTERED', loyaltyMember: true, profileTypes: [] }));
    mount(popup('join', 'data-hide-from="loyalty-member" data-guest') + popup('newsletter'));
    const [join, newsletter] = [...document.querySelectorAll<HTMLElement>('storefront-popup')];
    await vi.waitFor(() => expect(newsletter!.dataset.state).toBe('minimized'));
    expect(join!.dataset.state).toBeUndefined();
    localStorage.clear();
    document.body.innerHTML = '';
    mount(popup('join', 'data-hide-from="loyalty-member" data-guest') + popup('newsletter'));
    await settled();
    expect(document.querySelector<HTMLElement>('[data-popup-id="join"]')!.dataset.state).toBe('minimized');
    expect(document.querySelector<HTMLElement>('[data-popup-id="newsletter"]')!.dataset.state).toBeUndefined();
  });

  it('does not show a members-only pop-up to a new guest (the server gave it no data-guest)', async () => {
    mount(popup('members-only', 'data-show-to="loyalty-member"'));
    await settled();
    expect(document.querySelector<HTMLElement>('storefront-popup')!.dataset.state).toBeUndefined();
  });
});


describe('benefit bar', () => {
  it('closes, stays closed on the next page, and hands keyboard focus to the main content', () => {
    const bar = `<storefront-benefit-bar data-storage-key="storefront:benefit-bar-closed:b1"><p>Free returns</p><button data-close>x</button></storefront-benefit-bar>`;
    mount(`<main id="main" tabindex="-1">${bar}</main>`);
    const close = document.querySelector<HTMLElement>('[data-close]')!;
    close.focus();
    close.click();
    expect(document.querySelector<HTMLElement>('storefront-benefit-bar')!.hidden).toBe(true);
    expect(document.activeElement).toBe(document.getElementById('main'));
    document.body.innerHTML = '';
    mount(bar);
    expect(document.querySelector<HTMLElement>('storefront-benefit-bar')!.hidden).toBe(true);
  });
});

describe('article grid', () => {
  const card = (key: string, tags: string[] = []) => ({
    key, title: key, url: `/en-us/stories/${key}`, picture: { src: `/images/${key}.svg`, width: 3, height: 2, alt: '' }, tags: tags.map((id) => ({ id, label: id.toUpperCase() })),
  });
  const answer = (keys: string[], total: number) => ({ total, offset: 0, limit: 2, result: keys.map((key) => card(key, ['trail'])), facets: [] });

  it('filters by facet through the article search, counts active filters, clears all and loads more', async () => {
    history.replaceState(null, '', '/en-us/basecamp?siteId=loom');
    mount(`<storefront-article-grid data-site-id="loom" data-locale="en-us" data-page-size="2" data-load-more="true" data-total="5"
      data-facets-shown='{"small":4,"medium":10,"large":20}' data-see-more="See more" data-see-less="See less" data-active-label="{n} active" data-shown-label="{shown} of {total}">
      <div data-facets hidden><span data-active-count></span><button data-clear hidden>Clear</button>
      <ul><li><button data-facet="trail" aria-pressed="false">Trail</button></li><li><button data-facet="road" aria-pressed="false">Road</button></li></ul>
      <button data-facets-toggle hidden>See more</button></div>
      <p data-status></p><ul data-articles><li>a0</li><li>a1</li></ul>
      <template data-card-template><li><article><img src="/x.svg" width="1" height="1" alt=""><p class="article-card__tags">x</p><h3><a href="/">x</a></h3></article></li></template>
      <p data-empty hidden>none</p><p data-error hidden>failed</p><button data-read-more hidden>Read more</button></storefront-article-grid>`);
    const grid = document.querySelector<ArticleGridElement>('storefront-article-grid')!;
    const calls: Array<{ tagIds: readonly string[]; offset: number; limit: number }> = [];
    const answers = [answer(['a2', 'a3'], 5), answer(['t0', 't1'], 3), answer(['t2'], 3), answer(['a0', 'a1'], 5)];
    grid.fetchArticles = vi.fn(async (_target, request) => {
      calls.push(request);
      return answers.shift()!;
    });
    const visible = () => [...grid.querySelectorAll<HTMLElement>('[data-articles] > li')].map((li) => li.textContent!.trim());
    const readMore = grid.querySelector<HTMLButtonElement>('[data-read-more]')!;
    const settle = () => vi.waitFor(() => expect(grid.querySelector('[data-articles]')!.hasAttribute('aria-busy')).toBe(false));

    expect(grid.querySelector<HTMLElement>('[data-facets]')!.hidden).toBe(false);
    expect(readMore.hidden).toBe(false);
    readMore.click();
    await settle();
    expect(calls[0]).toMatchObject({ tagIds: [], offset: 2, limit: 2 });
    expect(visible()).toEqual(['a0', 'a1', 'TRAILa2', 'TRAILa3']);
    // New cards keep the carried query, and keyboard focus moves to the first new article.
    const firstNew = grid.querySelector<HTMLAnchorElement>('[data-articles] li:nth-child(3) a')!;
    expect(firstNew.getAttribute('href')).toBe('/en-us/stories/a2?siteId=loom');
    expect(document.activeElement).toBe(firstNew);
    // Their pictures come resized from the image endpoint, sized, with the template's sizes.
    const picture = grid.querySelector<HTMLImageElement>('[data-articles] li:nth-child(3) img')!;
    expect(picture.getAttribute('src')).toBe('/img/images/a2.svg?w=640&h=427');
    expect(picture.getAttribute('srcset')).toContain('/img/images/a2.svg?w=320&h=213 640w');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['3', '2']);
    expect(grid.querySelector('[data-status]')!.textContent).toBe('4 of 5');

    grid.querySelector<HTMLElement>('[data-facet="trail"]')!.click();
    await settle();
    expect(calls[1]).toMatchObject({ tagIds: ['trail'], offset: 0 });
    expect(visible()).toEqual(['TRAILt0', 'TRAILt1']);
    expect(grid.querySelector('[data-active-count]')!.textContent).toBe('(1 active)');
    expect(grid.querySelector('[data-facet="trail"]')!.getAttribute('aria-pressed')).toBe('true');
    expect(grid.querySelector<HTMLElement>('[data-clear]')!.hidden).toBe(false);
    readMore.click();
    await settle();
    expect(calls[2]).toMatchObject({ tagIds: ['trail'], offset: 2 });
    expect(readMore.hidden).toBe(true);

    const clear = grid.querySelector<HTMLElement>('[data-clear]')!;
    clear.focus();
    clear.click();
    // The clear button hides itself; keyboard focus moves on to the first topic.
    expect(document.activeElement).toBe(grid.querySelector('[data-facet="trail"]'));
    await settle();
    expect(calls[3]).toMatchObject({ tagIds: [], offset: 0 });
    expect(grid.querySelector('[data-active-count]')!.textContent).toBe('');
    expect(grid.querySelector<HTMLElement>('[data-clear]')!.hidden).toBe(true);
    expect(readMore.hidden).toBe(false);
  });

  it('says so when the article search fails, and keeps the articles it shows', async () => {
    mount(`<storefront-article-grid data-page-size="2" data-load-more="true" data-total="5"><ul data-articles><li>a0</li><li>a1</li></ul>
      <p data-error hidden>failed</p><button data-read-more hidden>Read more</button></storefront-article-grid>`);
    const grid = document.querySelector<ArticleGridElement>('storefront-article-grid')!;
    grid.fetchArticles = vi.fn(async () => {
      throw new Error('offline');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    grid.querySelector<HTMLElement>('[data-read-more]')!.click();
    await vi.waitFor(() => expect(grid.querySelector<HTMLElement>('[data-error]')!.hidden).toBe(false));
    expect(grid.querySelectorAll('[data-articles] > li')).toHaveLength(2);
  });
});
