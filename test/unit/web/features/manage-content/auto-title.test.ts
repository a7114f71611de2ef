import { describe, expect, it } from 'vitest';
import { titleForChosenFile } from '@/features/manage-content/utils/auto-title';

describe('title proposed from the chosen file (SPEC §5)', () => {
  it('fills an empty title from the file name', () => {
    expect(titleForChosenFile('', null, 'mon_guide-final.pdf')).toEqual({
      title: 'Mon Guide Final',
      auto: 'Mon Guide Final',
    });
  });

  it('treats a blank title as empty', () => {
    expect(titleForChosenFile('   ', null, 'plan.docx').title).toBe('Plan');
  });

  it('replaces its own previous proposal when another file is chosen', () => {
    expect(titleForChosenFile('Mon Guide Final', 'Mon Guide Final', 'pitch_deck.pptx')).toEqual({
      title: 'Pitch Deck',
      auto: 'Pitch Deck',
    });
  });

  it('never overwrites a title the editor typed', () => {
    expect(titleForChosenFile('Guide du mentor', 'Mon Guide Final', 'autre.pdf')).toEqual({
      title: 'Guide du mentor',
      auto: 'Mon Guide Final',
    });
    expect(titleForChosenFile('Titre existant', null, 'nouveau.pdf').title).toBe('Titre existant');
  });
});
