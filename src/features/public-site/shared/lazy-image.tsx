import type { ImgHTMLAttributes } from 'react';

type LazyImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'loading' | 'decoding'
> & {
  src: string;
  alt: string;
  size: { readonly width: number; readonly height: number };
};

/** An image below the fold: intrinsic size set (no layout shift), loaded lazily, decoded off the main thread. */
export function LazyImage({ size, alt, ...props }: LazyImageProps) {
  return <img {...props} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />;
}
