import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RULE_MESSAGES,
  PASSWORD_POLICY,
  passwordMessage,
  passwordProblems,
  passwordRuleText,
  type PasswordPolicy,
} from '@common/password-policy';
import { USER_POOL } from '../../infra/definitions/auth';

const WITH_SYMBOLS: PasswordPolicy = { ...PASSWORD_POLICY, requireSymbols: true };

describe('the password rule (one source for CDK, the local pool and the forms)', () => {
  it('keeps the pool’s values, and the pool definition reads them from here', () => {
    expect(PASSWORD_POLICY).toEqual({
      minLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: false,
    });
    expect(USER_POOL.passwordPolicy).toBe(PASSWORD_POLICY);
  });

  it('lists every broken rule in Cognito’s order', () => {
    expect(passwordProblems('abc')).toEqual(['tooShort', 'uppercase', 'digit']);
    expect(passwordProblems('abcdefgh')).toEqual(['uppercase', 'digit']);
    expect(passwordProblems('12345678')).toEqual(['lowercase', 'uppercase']);
    expect(passwordProblems('ABCDEFG1')).toEqual(['lowercase']);
    expect(passwordProblems('Abcdefgh')).toEqual(['digit']);
    expect(passwordProblems('')).toEqual(['tooShort', 'lowercase', 'uppercase', 'digit']);
    expect(passwordProblems('Abcdefg1')).toEqual([]);
    expect(passwordProblems('Tremplin!2026')).toEqual([]);
  });

  it('counts length in Unicode characters, not UTF-16 units', () => {
    // 6 characters but 9 UTF-16 units: too short for Cognito.
    expect(passwordProblems('Ab1😀😀😀')).toEqual(['tooShort']);
    expect(passwordProblems('Ab1😀😀😀😀😀')).toEqual([]);
    expect(passwordProblems('Abé1ïôüç')).toEqual([]);
  });

  it('counts only basic Latin letters as upper and lower case, and only 0-9 as digits', () => {
    expect(passwordProblems('ÉCOLEÀÎÔ1')).toEqual(['lowercase']);
    expect(passwordProblems('éèêëàâî1A')).toEqual(['lowercase']);
    expect(passwordProblems('ÀÉÎÔÛabc1')).toEqual(['uppercase']);
    expect(passwordProblems('Abcdefg١')).toEqual(['digit']);
    expect(passwordProblems('Abcdefg１')).toEqual(['digit']);
  });

  it('counts Cognito’s symbols, and a space only inside the password', () => {
    expect(passwordProblems('Abcdefg1', WITH_SYMBOLS)).toEqual(['symbol']);
    for (const symbol of '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-') {
      expect(passwordProblems(`Abcdefg1${symbol}`, WITH_SYMBOLS)).toEqual([]);
    }
    expect(passwordProblems('Abcd efg1', WITH_SYMBOLS)).toEqual([]);
    expect(passwordProblems(' Abcdefg1', WITH_SYMBOLS)).toEqual(['symbol']);
    expect(passwordProblems('Abcdefg1 ', WITH_SYMBOLS)).toEqual(['symbol']);
    expect(passwordProblems('Abcdefg1€§', WITH_SYMBOLS)).toEqual(['symbol']);
  });

  it('refuses more than 256 characters, Cognito’s API limit', () => {
    expect(passwordProblems(`Ab1${'x'.repeat(253)}`)).toEqual([]);
    expect(passwordProblems(`Ab1${'x'.repeat(254)}`)).toEqual(['tooLong']);
  });

  it('words the rule in French from its values', () => {
    expect(PASSWORD_RULE_MESSAGES.rule).toBe(
      'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.',
    );
    expect(passwordRuleText({ ...WITH_SYMBOLS, minLength: 12 })).toBe(
      'Le mot de passe doit contenir au moins 12 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial.',
    );
    expect(passwordRuleText({ ...PASSWORD_POLICY, requireUppercase: false, requireDigits: false })).toBe(
      'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule.',
    );
    expect(
      passwordRuleText({
        minLength: 10,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      }),
    ).toBe('Le mot de passe doit contenir au moins 10 caractères.');
  });

  it('gives the French message for a password, or null when it conforms', () => {
    expect(passwordMessage('abc')).toBe(PASSWORD_RULE_MESSAGES.rule);
    expect(passwordMessage('abcdefgh')).toBe(PASSWORD_RULE_MESSAGES.rule);
    expect(passwordMessage(`Ab1${'x'.repeat(300)}`)).toBe(PASSWORD_RULE_MESSAGES.tooLong);
    expect(passwordMessage('Tremplin!2026')).toBeNull();
  });
});
