import { describe, expect, it } from 'vitest';
import { bilingualMail, plainName } from './mail-templates';

const HOSTILE = '<a href=http://evil>x</a> http://evil.com';

describe('names in mail', () => {
  it('are plain text: escaped in HTML and no link a mail client would detect', () => {
    const mail = bilingualMail('en', 'Welcome', () => ({ name: HOSTILE, lines: ['Hello'] }));
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('http://evil.com');
      expect(body).not.toContain('evil.com');
      expect(body).not.toMatch(/href=(3D)?"?http:\/\/evil/);
    }
    expect(mail.html).not.toContain('<a href=http');
    expect(mail.html).toContain('&lt;a href=http:\u200b/\u200b/\u200bevil&gt;x&lt;/\u200ba&gt;');
    // Read without the invisible spaces, the name is what the person typed.
    expect(mail.text.replace(/\u200b/g, '')).toContain(`Hello ${HOSTILE}`);
  });

  it('fit on one line', () => {
    expect(plainName('  Rahima\r\nAkter  ')).toBe('Rahima Akter');
  });
});
