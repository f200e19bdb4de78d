import DOMPurify from 'dompurify';

/**
 * Sanitises article HTML before it is rendered (DECISIONS, Quality bars): scripts,
 * event-handler attributes and `javascript:` URLs are stripped. Without a DOM (a
 * future prerender outside a browser) DOMPurify cannot work, and nothing is returned
 * rather than unsanitised HTML.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html);
}
