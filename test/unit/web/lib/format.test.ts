import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatShortDate,
  pluralize,
  showingCount,
} from '@/lib/format';

// Midday UTC: the same calendar day in every time zone the team and CI run in.
const JUNE_10 = '2025-06-10T12:00:00.000Z';
const SEPT_3 = '2025-09-03T12:00:00.000Z';

describe('French dates (SPEC §9)', () => {
  it('writes the long date with the month in French', () => {
    expect(formatDate(JUNE_10)).toBe('10 juin 2025');
  });

  it('shortens the month on cards', () => {
    expect(formatShortDate(SEPT_3)).toBe('3 sept. 2025');
  });

  it('adds a 24-hour time', () => {
    const local = new Date(JUNE_10);
    const hh = String(local.getHours()).padStart(2, '0');
    const mm = String(local.getMinutes()).padStart(2, '0');
    expect(formatDateTime(JUNE_10)).toBe(`10 juin 2025 à ${hh}:${mm}`);
    expect(formatDateTime('2025-06-10T23:30:00')).toMatch(/à 23:30$/);
  });

  it('shows nothing for a missing or broken date rather than "Invalid Date"', () => {
    expect(formatDate(null)).toBe('');
    expect(formatShortDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('numbers and plurals', () => {
  it('groups thousands the French way', () => {
    expect(formatNumber(20000).replace(/\s/g, ' ')).toBe('20 000');
  });

  it('keeps 0 and 1 singular, as French does', () => {
    expect(pluralize(0, 'vue', 'vues')).toBe('0 vue');
    expect(pluralize(1, 'vue', 'vues')).toBe('1 vue');
    expect(pluralize(2, 'vue', 'vues')).toBe('2 vues');
  });
});

describe("'Affichage de X sur Y'", () => {
  it('counts the cards shown over those that match', () => {
    expect(showingCount(12, 1234, 'sessions')).toBe('Affichage de 12 sur 1\u202f234 sessions');
  });

  it('never shows more cards than it says match, when one was withdrawn between two pages', () => {
    // Page 1 read 12 of 23; one was unpublished before page 2 answered 11 more and 'matched: 22'.
    expect(showingCount(23, 22, 'sessions')).toBe('Affichage de 23 sur 23 sessions');
  });
});
