import { useStore } from '@nanostores/react';
import type { Product } from '../../schemas/commerce/product';
import { $selectedColor } from '../../src/stores/product-selection';

/** A product image with the responsive sources the server computed (src/lib/media/image-url.ts). */
export type GalleryImage = Product['images'][number] & { readonly src: string; readonly srcset?: string; readonly sizes?: string };

interface Props {
  readonly images: readonly GalleryImage[];
  readonly initialColor: string | null;
  readonly label: string;
}

/** Product images of the chosen colour; the server renders the first colour's images. */
export default function ProductGallery({ images, initialColor, label }: Props) {
  const chosen = useStore($selectedColor) ?? initialColor;
  const ofColor = images.filter((image) => image.color === chosen);
  const shown = ofColor.length > 0 ? ofColor : images.slice(0, 1);
  return (
    <div className="bb-gallery" role="group" aria-label={label} data-testid="product-gallery" data-color={chosen ?? undefined}>
      {shown.map((image, index) => (
        <img
          key={image.url}
          src={image.src}
          srcSet={image.srcset}
          sizes={image.sizes}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
      ))}
    </div>
  );
}
