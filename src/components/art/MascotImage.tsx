import type { ReactElement } from 'react';
import { mascotArt, mascotSize } from '../../lib/art.ts';

export interface MascotImageProps {
  pose: keyof typeof mascotArt;
  /** What the picture shows, or '' where the words beside it say it all (decorative). */
  alt: string;
  className: string;
  /** Below the first paint's picture: ask for it after the rest (the home page's welcome). */
  lowPriority?: boolean;
  /** A data attribute that names this use of the picture, e.g. `celebration-mascot`. */
  marker: string;
}

/**
 * The lamb as a static picture (160 x 160, shown smaller by `className`). The games' celebration
 * renders it in the island; the home page renders it on the server only, with no JavaScript.
 */
export function MascotImage({
  pose,
  alt,
  className,
  lowPriority = false,
  marker,
}: MascotImageProps): ReactElement {
  return (
    <img
      src={mascotArt[pose]}
      alt={alt}
      width={mascotSize}
      height={mascotSize}
      decoding="async"
      fetchPriority={lowPriority ? 'low' : undefined}
      className={className}
      {...{ [`data-${marker}`]: '' }}
    />
  );
}
