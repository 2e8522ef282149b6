import { z } from 'zod';

/**
 * Field types shared by content blocks (spec §3 banner and collection settings).
 * Images are local files served from /public: absolute http(s) URLs are refused so no
 * page ever fetches an image from outside.
 */
const PROBE_ORIGIN = 'https://local.invalid';

/**
 * A path on this site, judged as a browser would read it: browsers treat `\` as `/` and drop
 * tabs and newlines, so `/\evil.example/x.svg` is `//evil.example/x.svg`, another site. The
 * value must start with one `/`, hold no backslash or control character, and resolve, against
 * any origin, to that same origin.
 */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export const localPathSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine(isLocalPath, {
    message: 'must be a local path starting with a single / (no other site, scheme, backslash or control character)',
  });

export const imageSchema = z.object({
  src: localPathSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Empty string only for decorative images. */
  alt: z.string(),
});

/** One image per breakpoint; mobile is required, larger ones fall back to it. */
export const mediaSchema = z.object({
  mobile: imageSchema,
  tablet: imageSchema.optional(),
  desktop: imageSchema.optional(),
});

/** A link target: internal links start with /, external ones with https:. Never javascript:. */
export const linkUrlSchema = z
  .string()
  .min(1)
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || /^https:\/\//i.test(value), {
    message: 'must be a local path or an https URL',
  });

export const targetSchema = z.object({
  url: linkUrlSchema,
  text: z.string().min(1),
  style: z.enum(['primary', 'secondary', 'link']).default('primary'),
  size: z.enum(['small', 'medium', 'large']).default('medium'),
});

export const gradientSchema = z.enum(['none', 'full', 'focused']).default('none');

export const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{3,8}$|^var\(--[a-z0-9-]+\)$/, 'must be a hex colour or a CSS variable');

/** The banner settings of spec §3, shared by every banner block. */
export const bannerFields = {
  name: z.string().min(1),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  overline: z.string().optional(),
  eyebrow: z.string().optional(),
  media: mediaSchema.optional(),
  targets: z.array(targetSchema).max(3).default([]),
  linkType: z.enum(['CTA', 'No-CTA']).default('CTA'),
  /** HTML; sanitised when rendered. */
  richText: z.string().optional(),
  caption: z.string().optional(),
  gradient: gradientSchema,
  backgroundColor: colorSchema.optional(),
  hideTitle: z.boolean().default(false),
};

export type Image = z.infer<typeof imageSchema>;
export type Media = z.infer<typeof mediaSchema>;
export type Target = z.infer<typeof targetSchema>;
