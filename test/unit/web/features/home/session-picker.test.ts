import { describe, expect, it } from 'vitest';
import { filterSessionsByTitle, moveActiveIndex } from '@/features/home/utils/session-picker';

const sessions = [
  { id: '1', title: "Modèle d'affaires" },
  { id: '2', title: 'Stratégie de prix' },
  { id: '3', title: 'Stratégie de vente' },
  { id: '4', title: 'Économie  circulaire' },
];

describe('filterSessionsByTitle', () => {
  it('lists every session for a blank query', () => {
    expect(filterSessionsByTitle(sessions, '   ')).toHaveLength(4);
  });

  it('ignores case and accents in both the query and the titles', () => {
    expect(filterSessionsByTitle(sessions, 'STRATEGIE').map((s) => s.id)).toEqual(['2', '3']);
    expect(filterSessionsByTitle(sessions, 'economie').map((s) => s.id)).toEqual(['4']);
    expect(filterSessionsByTitle(sessions, 'modele d')).toEqual([sessions[0]]);
  });

  it('matches inside titles and treats runs of spaces as one', () => {
    expect(filterSessionsByTitle(sessions, 'de  vente').map((s) => s.id)).toEqual(['3']);
    expect(filterSessionsByTitle(sessions, 'economie circulaire').map((s) => s.id)).toEqual(['4']);
  });

  it('finds nothing for text no title contains', () => {
    expect(filterSessionsByTitle(sessions, 'marketing')).toEqual([]);
  });
});

describe('moveActiveIndex', () => {
  it('starts from the first option going down and the last going up', () => {
    expect(moveActiveIndex(-1, 1, 3)).toBe(0);
    expect(moveActiveIndex(-1, -1, 3)).toBe(2);
  });

  it('wraps around at both ends', () => {
    expect(moveActiveIndex(2, 1, 3)).toBe(0);
    expect(moveActiveIndex(0, -1, 3)).toBe(2);
    expect(moveActiveIndex(1, 1, 3)).toBe(2);
  });

  it('has no active option in an empty list', () => {
    expect(moveActiveIndex(0, 1, 0)).toBe(-1);
  });
});
