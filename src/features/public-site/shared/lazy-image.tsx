import type { ImgHTMLAttributes } from 'react';

type LazyImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'loading' | 'decoding'
> & {
  src: string;
  alt: string;
  size: { readonly width: number; readonly height: number };
  /** Above the fold after all (e.g. the first row of a grid): load at once. */
  eager?: boolean;
};

/** An image below the fold: intrinsic size set (no layout shift), loaded lazily, decoded off the main thread. */
export function LazyImage({ size, alt, eager = false, ...props }: LazyImageProps) {
  return (
    <img
      {...props}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
