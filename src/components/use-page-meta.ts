import { useEffect } from 'react';
import { CONTENT } from '../config/content';

/** 'FAQ | <brand>'; the home page carries the brand alone. */
export const documentTitle = (title?: string): string =>
  title ? `${title} | ${CONTENT.brandName}` : CONTENT.brandName;

export const DEFAULT_DESCRIPTION = `${CONTENT.brandName}: property and project management in Kisii, Kenya — rent collection, tenant management, MRI tax filing, marketing and renovation.`;

/** Sets the document title and meta description (in an effect: nothing runs during render). */
export function usePageMeta(
  title: string | undefined,
  description: string = DEFAULT_DESCRIPTION,
  enabled = true,
): void {
  useEffect(() => {
    if (!enabled) return;
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, enabled]);
}
