import { and, eq } from 'drizzle-orm';
import { mailText } from '../../../shared/i18n/messages/mail';
import { LOCALES, type LocaleCode } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { consumers, newsletterSignups } from '../../db/schema/identity';
import { normaliseEmail } from './consumers';
import type { IdentityOptions } from './options';
import { applySubscriptions } from './subscriptions';
import type { SessionContext } from './tokens';

/**
 * The newsletter sign-up (spec §4, §5): a signed-in shopper subscribing their own email gets the
 * Newsletter/email subscription on the profile; anyone else is kept once per site and email as a
 * sign-up of the site, and only the first sign-up mails a welcome (repeating the form does not
 * flood an inbox). The caller answers the same either way.
 */
export async function subscribeToNewsletter(
  db: Database,
  identity: IdentityOptions,
  input: { siteId: string; locale: LocaleCode; email: string; source?: string | undefined; session: SessionContext | null },
): Promise<void> {
  const email = normaliseEmail(input.email);
  const { siteId, locale, session } = input;
  if (session?.consumerId && session.siteId === siteId) {
    const [consumer] = await db.select().from(consumers).where(and(eq(consumers.id, session.consumerId), eq(consumers.siteId, siteId)));
    if (consumer && consumer.email === email) {
      await applySubscriptions(db, consumer, [{ type: 'Newsletter', channel: 'email', optin: true }], locale);
      return;
    }
  }
  const { country, region } = LOCALES[locale];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [created] = await t
      .insert(newsletterSignups)
      .values({ id: crypto.randomUUID(), siteId, email, locale, country, region, source: input.source ?? null })
      .onConflictDoNothing({ target: [newsletterSignups.siteId, newsletterSignups.email] })
      .returning({ id: newsletterSignups.id });
    if (created) {
      await identity.mailer.send(t, {
        siteId, to: email, template: 'newsletter-welcome', subject: mailText(locale)('newsletterSubject'),
        body: mailText(locale)('newsletterBody'),
      });
    }
  });
}
