import { z } from 'zod';
import { bannerFields } from './common';

/** A one-line strip with a message and an optional link (promotions, shipping notes). Version 2. */
export const thinBannerSchema = z.object({
  ...bannerFields,
  title: z.string().min(1),
});

export type ThinBannerData = z.infer<typeof thinBannerSchema>;

/**
 * Version 1 stored `{ text, link?: { url, label } }`. Version 2 uses the §3 banner fields:
 * `title` and `targets`, plus a required `name`.
 */
export function migrateThinBanner(data: Record<string, unknown>, fromVersion: number): Record<string, unknown> {
  if (fromVersion !== 1) return data;
  const { text, link, ...rest } = data as { text?: unknown; link?: { url?: unknown; label?: unknown } };
  const targets = link && typeof link.url === 'string' ? [{ url: link.url, text: link.label ?? link.url }] : [];
  return { name: typeof text === 'string' ? text.slice(0, 60) : 'thin banner', ...rest, title: text, targets };
}
