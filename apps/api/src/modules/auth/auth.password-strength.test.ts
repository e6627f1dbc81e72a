import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './auth.password-strength';

const person = { name: 'Rahima Khatun', email: 'rahima.k@example.com' };

describe('password strength', () => {
  it('refuses the most used passwords, also with l33t or a year', () => {
    for (const password of ['password', 'password123', '12345678', 'qwertyuiop', 'P@ssw0rd123', 'iloveyou2024']) {
      expect(passwordWeakness(password, person), password).toBe('auth.password.common');
    }
  });

  it('refuses a password holding the e-mail, its name part, or the name or a word of it', () => {
    for (const password of ['rahima.k@example.com', 'Rahima.K-2026!', 'rahimakhatun#77', 'My-Khatun-Family-9']) {
      expect(passwordWeakness(password, person), password).toBe('auth.password.personal');
    }
  });

  it('refuses one character or a short pattern repeated', () => {
    for (const password of ['aaaaaaaaaa', '1111111111', 'abcabcabcabc', 'xyxyxyxyxy']) {
      expect(passwordWeakness(password, person), password).toBe('auth.password.repeated');
    }
  });

  it('refuses what is merely short and predictable', () => {
    expect(passwordWeakness('abcdefgh', person)).not.toBeNull();
    expect(passwordWeakness('dhaka1234', person)).not.toBeNull();
  });

  it('takes long unrelated words, random strings and the demo password', () => {
    for (const password of ['Teal-Harbor-Quill-7', 'correct horse battery staple', 'vK8#qL2!mZ9@', 'Nirog@2026']) {
      expect(passwordWeakness(password, person), password).toBeNull();
    }
  });
});
