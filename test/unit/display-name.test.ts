import { describe, expect, it } from 'vitest';
import { displayName, initials } from '@common/display-name';

describe('displayName (SPEC §2)', () => {
  it.each([
    ['fatima.zahra@incubateur.ma', 'Fatima Zahra'],
    ['jean-pierre_diallo@exemple.sn', 'Jean Pierre Diallo'],
    ['amine@tremplin.test', 'Amine'],
    ['élodie.martin@exemple.fr', 'Élodie Martin'],
  ])('%s → %s', (email, expected) => {
    expect(displayName(email)).toBe(expected);
  });

  it.each([null, undefined, '', '@exemple.ma', '._-@exemple.ma'])(
    'falls back to Utilisateur for %j',
    (email) => {
      expect(displayName(email)).toBe('Utilisateur');
    },
  );

  it('derives up to two initials', () => {
    expect(initials('Fatima Zahra Bennani')).toBe('FZ');
    expect(initials('Amine')).toBe('A');
    expect(initials('')).toBe('U');
  });

  it('takes the first letters of a name that starts with a symbol, skipping symbol-only words', () => {
    expect(initials('@amina benali')).toBe('AB');
    expect(initials('"Fatou" (Diop)')).toBe('FD');
    expect(initials('— Awa')).toBe('A');
    expect(initials('#1 équipe')).toBe('1É');
    expect(initials('!!! ???')).toBe('U');
  });
});
