import { readFileSync } from 'node:fs';
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import RenderBlocks from '@registry/RenderBlocks.astro';
import { createPageContext } from '@lib/page/page-context';
import type { LocaleCode } from '@shared/i18n/sites';
import { resolveCanvas } from '@shared/content/resolve-canvas';
import { eventSignUpSchema } from '@schemas/content/blocks/event-sign-up';
import { eventDays, formatEventDates, hasEnded, isMultiDay } from '@schemas/content/event-days';
import { createBlockContainer } from '../../helpers/block-container';

const fixture = () => JSON.parse(readFileSync(new URL('../../fixtures/blocks/event-sign-up.json', import.meta.url), 'utf8'));

let container: AstroContainer;
beforeAll(async () => {
  container = await createBlockContainer();
});

async function render(blocks: unknown[], options: { locale?: string; preview?: boolean } = {}) {
  const preview = options.preview ?? false;
  const warnings: string[] = [];
  const { blocks: resolved } = resolveCanvas({ blocks }, { preview, page: 'page/stride/events', warn: (message) => warnings.push(message) });
  const ctx = createPageContext({ siteId: 'stride', locale: (options.locale ?? 'en-us') as LocaleCode, preview, pageClass: 'Home' });
  const html = await container.renderToString(RenderBlocks, { props: { blocks: resolved, ctx }, request: new Request('http://localhost/en-us/events') });
  return { html, warnings };
}

describe('event-sign-up block', () => {
  it('renders a static teaser: title, dates in the page locale, sanitised text and a button that opens the dialog, no island', async () => {
    const { html } = await render([fixture()]);
    expect(html).toMatch(/<h2[^>]*>Trail running weekend<\/h2>/);
    expect(html).toMatch(/<time datetime="2027-11-20"[^>]*>November 20\s–\s21, 2027<\/time>/u);
    expect(html).toContain('<strong>guided trail runs</strong>');
    expect(html).not.toContain('<script>alert');
    expect(html).toMatch(/<button type="button" class="[^"]*event__cta[^"]*" data-event-open aria-haspopup="dialog"[^>]*>Sign up<\/button>/);
    expect(html).not.toContain('astro-island');
    expect(html).toContain('<storefront-event-sign-up');
    const opener = JSON.parse(html.match(/data-opener="([^"]*)"/)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(opener.event).toEqual({
      eventId: 'fixture-trail-weekend', title: 'Trail running weekend', startDate: '2027-11-20', endDate: '2027-11-21', enablePlusOne: true,
      submitCtaLabel: 'Join the weekend', confirmationTitle: 'See you on the trail', confirmationSubtitle: 'Your confirmation is on its way to your inbox.',
    });
    expect(opener.target).toMatchObject({ siteId: 'stride', locale: 'en-us' });
    expect(opener.links.forgotPassword).toBe('/en-us/forgot-password');
  });

  it('formats the dates and texts in the page language', async () => {
    const { html } = await render([fixture()], { locale: 'de-de' });
    expect(html).toContain(formatEventDates({ startDate: '2027-11-20', endDate: '2027-11-21' }, 'de-de'));
    expect(html).toMatch(/<dt[^>]*>Wann<\/dt>/);
    expect(html).toContain('20.–21. November 2027');
  });

  it('shows that a past event has ended instead of the button', async () => {
    const past = fixture();
    past.data.startDate = '2020-03-01';
    past.data.endDate = '2020-03-02';
    const { html } = await render([past], { locale: 'fr-fr' });
    expect(html).not.toContain('data-event-open');
    expect(html).toMatch(/<p class="event__ended[^"]*" data-event-ended[^>]*>Cet événement est terminé/);
  });

  it('is skipped in production and a placeholder in preview when invalid (end before start, bad date, no eventId)', async () => {
    const variants = [
      (data: Record<string, unknown>) => { data.endDate = '2027-11-19'; return 'endDate'; },
      (data: Record<string, unknown>) => { data.startDate = '2027-02-30'; return 'startDate'; },
      (data: Record<string, unknown>) => { data.endDate = '2028-01-30'; return 'endDate'; },
      (data: Record<string, unknown>) => { delete data.eventId; return 'eventId'; },
      (data: Record<string, unknown>) => { data.eventId = 'a b'; return 'eventId'; },
      (data: Record<string, unknown>) => { data.image = { src: 'https://cdn.example.com/x.jpg', width: 1, height: 1, alt: '' }; return 'image.src'; },
    ];
    for (const mutate of variants) {
      const node = fixture();
      const field = mutate(node.data);
      const production = await render([node]);
      expect(production.html, field).not.toContain('Trail running weekend');
      expect(production.warnings.join('\n'), field).toContain(`${field}:`);
      const preview = await render([node], { preview: true });
      expect(preview.html, field).toContain('Block "event-sign-up" could not be shown');
      expect(preview.html, field).toMatch(new RegExp(`<code[^>]*>${field.replace('.', '\\.')}`));
    }
  });
});

describe('event days', () => {
  it('lists the days of an event, knows single- from multi-day events and when one has ended', () => {
    expect(eventDays({ startDate: '2027-12-30', endDate: '2028-01-02' })).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(isMultiDay({ startDate: '2027-11-18', endDate: '2027-11-18' })).toBe(false);
    expect(hasEnded({ endDate: '2027-11-18' }, new Date('2027-11-18T23:59:00Z'))).toBe(false);
    expect(hasEnded({ endDate: '2027-11-18' }, new Date('2027-11-19T00:00:00Z'))).toBe(true);
    expect(eventSignUpSchema.safeParse({ ...fixture().data, startDate: '2027-11-18', endDate: '2027-11-18' }).success).toBe(true);
  });
});
