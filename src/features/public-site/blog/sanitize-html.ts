import DOMPurify, { type WindowLike } from 'dompurify';

let purifier = DOMPurify;

/**
 * Build-time prerendering runs in Node, where there is no DOM for DOMPurify: the
 * prerender hands in a window (jsdom's), so the page's HTML is sanitised there exactly
 * as it is in the browser, and hydration finds the same markup.
 */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/**
 * Sanitises article HTML before it is rendered (product rules, 'Public site'): scripts,
 * event-handler attributes and `javascript:` URLs are stripped. Without a DOM DOMPurify
 * cannot work, and nothing is returned rather than unsanitised HTML.
 */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html);
}
