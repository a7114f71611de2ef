import { describe, expect, it } from 'vitest';
import { sessionInputSchema } from '@common/schemas/session';

describe('session payload schema', () => {
  it('trims the title, nulls an empty description and normalizes tags (no place: outside the programme)', () => {
    const parsed = sessionInputSchema.parse({
      title: '  Pitch  ',
      description: '',
      status: 'review',
      tags: ['#a #b', 'A'],
    });
    expect(parsed).toEqual({
      title: 'Pitch',
      description: null,
      status: 'review',
      image_url: null,
      tags: ['a', 'b'],
      phase: null,
      number: null,
    });
  });

  it('requires a title with the French message', () => {
    const result = sessionInputSchema.safeParse({ title: ' ', status: 'draft' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Le titre est obligatoire');
  });

  it('accepts only the three statuses', () => {
    expect(sessionInputSchema.safeParse({ title: 'x', status: 'published' }).success).toBe(true);
    expect(sessionInputSchema.safeParse({ title: 'x', status: 'archived' }).success).toBe(false);
  });

  it('rejects unknown fields, such as an owner chosen by the client', () => {
    expect(sessionInputSchema.safeParse({ title: 'x', status: 'draft', user_id: 'someone' }).success).toBe(
      false,
    );
  });

  it('accepts only media paths as image, never another origin', () => {
    expect(
      sessionInputSchema.safeParse({ title: 'x', status: 'draft', image_url: '/media/images/a.png' }).success,
    ).toBe(true);
    expect(
      sessionInputSchema.safeParse({ title: 'x', status: 'draft', image_url: 'https://evil.example/a.svg' })
        .success,
    ).toBe(false);
  });
});
