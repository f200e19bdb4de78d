// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../data/articles';
import type { Article } from '../../../types/content';
import { sanitizeHtml } from './sanitize-html';

const base = ARTICLES[0] as Article;

/** A crafted article whose body carries every kind of script injection. */
const crafted: Article = {
  ...base,
  id: 'crafted',
  content: [
    '<h2>Safe heading</h2>',
    '<p onclick="alert(1)">Click text</p>',
    '<script>alert("xss")</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">bad link</a>',
    '<a href="/contact" onmouseover="alert(2)">good link</a>',
    '<iframe src="https://evil.example"></iframe>',
  ].join('\n'),
};

describe('sanitizeHtml', () => {
  const clean = sanitizeHtml(crafted.content);

  it.each([
    ['<script> elements', /<script/i],
    ['event-handler attributes', /\son\w+\s*=/i],
    ['javascript: URLs', /javascript:/i],
    ['iframes', /<iframe/i],
  ])('strips %s', (_label, pattern) => {
    expect(crafted.content).toMatch(pattern);
    expect(clean).not.toMatch(pattern);
  });

  it('keeps the safe content', () => {
    expect(clean).toContain('<h2>Safe heading</h2>');
    expect(clean).toContain('<p>Click text</p>');
    expect(clean).toContain('<a href="/contact">good link</a>');
    expect(clean).toContain('bad link');
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))('leaves the real article %s readable', (_id, article) => {
    const out = sanitizeHtml(article.content);
    expect(out.length).toBeGreaterThan(article.content.length * 0.9);
    expect(out).toContain('<h2>');
  });
});
