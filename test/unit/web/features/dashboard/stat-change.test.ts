import { describe, expect, it } from 'vitest';
import { formatChange, NO_COMPARISON } from '@/features/dashboard/utils/stat-change';

describe('dashboard stat change text', () => {
  it('says there is nothing to compare with when the API sends null', () => {
    expect(formatChange(null)).toEqual({ text: NO_COMPARISON, tone: 'none' });
    expect(formatChange(undefined)).toEqual({ text: NO_COMPARISON, tone: 'none' });
    expect(formatChange(Number.NaN)).toEqual({ text: NO_COMPARISON, tone: 'none' });
  });

  it('signs rises and falls, with the 30-day window', () => {
    expect(formatChange(12)).toEqual({ text: '+12\u00a0% sur 30 jours', tone: 'up' });
    expect(formatChange(-8)).toEqual({ text: '-8\u00a0% sur 30 jours', tone: 'down' });
    expect(formatChange(0)).toEqual({ text: '0\u00a0% sur 30 jours', tone: 'flat' });
  });

  it('groups thousands the French way', () => {
    expect(formatChange(1250).text).toMatch(/^\+1\s250\u00a0% sur 30 jours$/);
  });
});
