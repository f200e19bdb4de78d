import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it.each([
    ['jane@example.com', 'mailto:jane@example.com'],
    ['  jane@example.com ', 'mailto:jane@example.com'],
    // Data cannot add headers, a body or a second recipient.
    ['x@example.com?cc=evil@example.org&body=hi', 'mailto:x@example.com%3Fcc%3Devil@example.org%26body%3Dhi'],
    ['a#b@example.com', 'mailto:a%23b@example.com'],
    ['<script>@x.y', 'mailto:%3Cscript%3E@x.y'],
  ])('%s -> %s', (address, href) => {
    expect(mailtoHref(address)).toBe(href);
  });
});
