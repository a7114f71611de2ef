import { describe, expect, it } from 'vitest';
import { COVER_VARIANT_MAX_BYTES } from '@common/cover-variants';
import { imageSize, sniffImage } from '@common/file-signatures';
import { DEMO_SESSIONS } from '../../../infra/local/demo-content';
import {
  DEMO_COVER_SIZE,
  DEMO_VARIANT_WIDTHS,
  demoCoverPng,
  demoCoverVariants,
} from '../../../infra/local/demo-covers';

describe('the demo covers', () => {
  it('have each of their variants in the files made once by Chromium, as the API would accept them', () => {
    expect(DEMO_VARIANT_WIDTHS).toEqual([400, 800, 1200]);
    for (const [index] of DEMO_SESSIONS.entries()) {
      const cover = imageSize(demoCoverPng(index));
      expect(cover).toMatchObject({ ok: true, ...DEMO_COVER_SIZE });
      for (const { width, bytes } of demoCoverVariants(index)) {
        expect(sniffImage(bytes)).toBe('image/webp');
        // Same proportions as the cover (16:9), at the declared width.
        expect(imageSize(bytes)).toEqual({
          ok: true,
          width,
          height: Math.round((width * DEMO_COVER_SIZE.height) / DEMO_COVER_SIZE.width),
          animated: false,
        });
        expect(bytes.length).toBeLessThanOrEqual(COVER_VARIANT_MAX_BYTES[width]);
      }
    }
  });
});
