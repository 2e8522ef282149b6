import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { newsletterSignUpSchema } from '../../../../schemas/commerce/consumer';
import type { Database } from '../../db/client';
import { consumers, newsletterSignups } from '../../db/schema/identity';
import { newsletterSchema } from '../../../shared/validation/zod/forms';
import { LOCALES } from '../../../shared/i18n/sites';
import { normaliseEmail } from '../../domain/identity/consumers';
import { parseForm } from '../../domain/identity/form-validation';
import { applySubscriptions } from '../../domain/identity/subscriptions';
import { authenticate } from '../../domain/identity/tokens';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';

const ANSWER = { subscribed: true as const, message: 'Thank you for subscribing.' };

/**
 * POST /consumers-v3/newsletter/subscription: the newsletter block (spec §4, §5; §6 guests may
 * subscribe). The §5 rules run on the server too (email valid, policy ticked). A signed-in
 * shopper subscribing their own email gets the Newsletter/email subscription on the profile;
 * anyone else is kept as a sign-up of the site. The answer is the same whether or not the
 * email was known, so the form cannot be used to find out who is subscribed.
 */
export const newsletterRoutes = new Hono<ApiEnv>().post('/consumers-v3/newsletter/subscription', async (c) => {
  const body = await readBody(c, newsletterSignUpSchema);
  const { db, identity, siteId, locale } = c.var;
  parseForm(newsletterSchema(), { email: body.email, policy: body.policy }, locale);
  const email = normaliseEmail(body.email);
  c.header('cache-control', 'no-store');

  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const session = bearer ? await authenticate(db, bearer) : null;
  if (session?.consumerId && session.siteId === siteId) {
    const [consumer] = await db.select().from(consumers).where(and(eq(consumers.id, session.consumerId), eq(consumers.siteId, siteId)));
    if (consumer && consumer.email === email) {
      await applySubscriptions(db, consumer, [{ type: 'Newsletter', channel: 'email', optin: true }], locale);
      return c.json(ANSWER);
    }
  }

  const { country, region } = LOCALES[locale];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [created] = await t
      .insert(newsletterSignups)
      .values({ id: crypto.randomUUID(), siteId, email, locale, country, region, source: body.source ?? null })
      .onConflictDoNothing({ target: [newsletterSignups.siteId, newsletterSignups.email] })
      .returning({ id: newsletterSignups.id });
    // Only the first sign-up mails: repeating the form does not flood an inbox.
    if (created) {
      await identity.mailer.send(t, {
        siteId, to: email, template: 'newsletter-welcome', subject: 'Welcome to our newsletter',
        body: 'Thank you for subscribing. You can unsubscribe with the link in every newsletter.',
      });
    }
  });
  return c.json(ANSWER);
});
