import { Hono } from 'hono';
import { contactUsSchema } from '../../../../schemas/commerce/consumer';
import type { Database } from '../../db/client';
import { contactRequests } from '../../db/schema/identity';
import { authenticate } from '../../domain/identity/tokens';
import { emailField } from '../../../lib/validation/zod/fields';
import { z } from 'zod';
import { parseForm } from '../../domain/identity/form-validation';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { accessTokenOf } from '../../session';

const CATEGORIES = [
  { category: 'order', label: 'My order', subjects: [{ subject: 'status', label: 'Order status' }, { subject: 'cancel', label: 'Cancel an order' }, { subject: 'change', label: 'Change an order' }] },
  { category: 'returns', label: 'Returns and refunds', subjects: [{ subject: 'return', label: 'Return an item' }, { subject: 'refund', label: 'Refund status' }] },
  { category: 'account', label: 'My account', subjects: [{ subject: 'signin', label: 'Signing in' }, { subject: 'data', label: 'My personal data' }] },
  { category: 'loyalty', label: 'Loyalty programme', subjects: [{ subject: 'points', label: 'Points and vouchers' }] },
  { category: 'product', label: 'Products', subjects: [{ subject: 'sizing', label: 'Size and fit' }, { subject: 'warranty', label: 'Warranty' }] },
] as const;

/** Contact us: categories with subjects, and a request (stored, and mailed to customer care). */
export const contactRoutes = new Hono<ApiEnv>()
  .get('/consumers-v3/contactus/categorySubject', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json({ categories: CATEGORIES });
  })
  .post('/consumers-v3/contactus', async (c) => {
    const body = await readBody(c, contactUsSchema);
    const { db, identity, siteId, locale } = c.var;
    parseForm(z.object({ email: emailField() }), { email: body.email }, locale);
    const category = CATEGORIES.find((entry) => entry.category === body.category);
    if (!category?.subjects.some((entry) => entry.subject === body.subject)) {
      throw new ApiError('API400', 'Unknown category or subject.', { field: 'subject' });
    }
    const token = accessTokenOf(c);
    const session = token ? await authenticate(db, token) : null;
    const id = crypto.randomUUID();
    const { recaptcha_response: _ignored, ...payload } = body;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t.insert(contactRequests).values({ id, siteId, consumerId: session?.consumerId ?? null, payload });
      await identity.mailer.send(t, { siteId, to: `care@${siteId}.example`, template: 'contact-us', subject: `[${body.category}/${body.subject}] ${id}`, body: `${body.email}\n\n${body.message}` });
    });
    return c.json({ caseId: id, message: 'Thank you, we will answer soon.' }, 201);
  });
