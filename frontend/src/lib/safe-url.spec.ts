import { describe, expect, it } from '@jest/globals';
import { safeLinkUrl } from './safe-url';

describe('safeLinkUrl', () => {
  it.each(['https://b2b.example.sa/login', 'http://example.sa', 'mailto:care@example.sa', 'tel:+966920000000', '/api/media/abc.png'])(
    'keeps %s',
    (address) => expect(safeLinkUrl(address)).toBe(address),
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://example.sa/1',
  ])('refuses %j', (address) => expect(safeLinkUrl(address)).toBe(''));

  it('refuses an empty or unreadable address', () => {
    expect(safeLinkUrl('  ')).toBe('');
    expect(safeLinkUrl('https://[::1')).toBe('');
  });
});
