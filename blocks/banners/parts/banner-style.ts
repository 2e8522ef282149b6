import { CAPTION_MAX_WIDTH, GRADIENT_HEIGHTS } from '../../../schemas/constants';

/** CSS custom properties a banner root sets from its data and the §9 layout constants. */
export function bannerStyle(data: { gradient: 'none' | 'full' | 'focused'; backgroundColor?: string | undefined }): string {
  const vars = [`--caption-max-width: ${CAPTION_MAX_WIDTH}`];
  if (data.gradient !== 'none') vars.push(`--gradient-height: ${GRADIENT_HEIGHTS[data.gradient]}`);
  if (data.backgroundColor) vars.push(`--banner-bg: ${data.backgroundColor}`);
  return vars.join('; ');
}
