/**
 * A `mailto:` link for an address that comes from data (a visitor's form, a fixture):
 * percent-encoded, so characters such as `?`, `&` or `#` cannot add headers or a body.
 */
export const mailtoHref = (address: string): string =>
  `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, '@')}`;
