import { describe, expect, it } from 'vitest';
import { clearPrivateOfflineData } from '@/lib/offline/private-data';

describe('uploads kept to resume', () => {
  it('are forgotten with the rest of what is private when the person signs out, other keys kept', async () => {
    localStorage.setItem('tremplin.upload.document:12582912:1700000000000:Etude de marché.pdf', '{}');
    localStorage.setItem('tremplin.upload.deliverable:6291456:1700000000000:Pitch.pdf', '{}');
    localStorage.setItem('tremplin.theme', 'clair');
    await clearPrivateOfflineData();
    expect(Object.keys(localStorage)).toEqual(['tremplin.theme']);
    localStorage.clear();
  });
});
