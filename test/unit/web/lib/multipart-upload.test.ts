import { describe, expect, it } from 'vitest';
import {
  goesInParts,
  MULTIPART_PART_BYTES,
  MULTIPART_THRESHOLD_BYTES,
  partCount,
  partPlan,
} from '@common/multipart';
import { LIMITS } from '@common/limits';
import {
  matchingSaved,
  resumePlan,
  retryDelayMs,
  savedUploadId,
  type SavedUpload,
} from '@/lib/multipart-upload';

const MiB = 1024 * 1024;

describe('the parts of a file', () => {
  it('go in parts only over 5 MB', () => {
    expect(goesInParts(MULTIPART_THRESHOLD_BYTES)).toBe(false);
    expect(goesInParts(MULTIPART_THRESHOLD_BYTES + 1)).toBe(true);
  });

  it('are consecutive 5 MiB ranges covering the file, the last one shorter', () => {
    const size = 12 * MiB + 3;
    const plan = partPlan(size);
    expect(plan).toEqual([
      { number: 1, start: 0, end: 5 * MiB },
      { number: 2, start: 5 * MiB, end: 10 * MiB },
      { number: 3, start: 10 * MiB, end: size },
    ]);
    expect(partPlan(10 * MiB).map((p) => p.end - p.start)).toEqual([5 * MiB, 5 * MiB]);
    // Every part but the last meets S3's minimum; a 50 MB document has 10.
    expect(MULTIPART_PART_BYTES).toBeGreaterThanOrEqual(5 * MiB);
    expect(partCount(LIMITS.documentMaxBytes)).toBe(10);
  });
});

describe('a resumed upload', () => {
  const plan = partPlan(12 * MiB);

  it('sends only the parts S3 does not hold, and its progress starts at the held bytes', () => {
    const resumed = resumePlan(plan, [
      { part_number: 1, etag: '"a"', size: 5 * MiB },
      { part_number: 3, etag: '"c"', size: 2 * MiB },
    ]);
    expect(resumed.toSend.map((p) => p.number)).toEqual([2]);
    expect([...resumed.held]).toEqual([
      [1, '"a"'],
      [3, '"c"'],
    ]);
    expect(resumed.heldBytes).toBe(7 * MiB);
  });

  it('sends again a part S3 holds at another size (cut off, or of another cut)', () => {
    const resumed = resumePlan(plan, [{ part_number: 1, etag: '"a"', size: 1000 }]);
    expect(resumed.toSend.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(resumed.heldBytes).toBe(0);
  });

  it('sends everything when S3 holds nothing, and nothing when it holds every part', () => {
    expect(resumePlan(plan, []).toSend).toHaveLength(3);
    const all = plan.map((p) => ({ part_number: p.number, etag: `"${p.number}"`, size: p.end - p.start }));
    expect(resumePlan(plan, all)).toMatchObject({ toSend: [], heldBytes: 12 * MiB });
  });

  it('is the kept upload of the same file only (name, size, date), for the same use, while S3 keeps it', () => {
    const file = { name: 'guide.pdf', size: 12 * MiB, lastModified: 1_700_000_000_000 };
    const saved: SavedUpload = {
      kind: 'document',
      key: 'staging/u/document/0123456789abcdef-1.pdf',
      uploadId: 'id',
      partSize: MULTIPART_PART_BYTES,
      fileName: file.name,
      size: file.size,
      lastModified: file.lastModified,
      savedAt: 1_000,
    };
    expect(matchingSaved(saved, 'document', file, 2_000)).toBe(saved);
    expect(matchingSaved(saved, 'session-image', file, 2_000)).toBeNull();
    expect(matchingSaved(saved, 'document', { ...file, size: file.size + 1 }, 2_000)).toBeNull();
    expect(matchingSaved(saved, 'document', { ...file, lastModified: 1 }, 2_000)).toBeNull();
    expect(matchingSaved(saved, 'document', file, 1_000 + 24 * 3600 * 1000)).toBeNull();
    expect(matchingSaved(null, 'document', file, 2_000)).toBeNull();
    expect(savedUploadId('document', file)).not.toBe(
      savedUploadId('document', { ...file, name: 'autre.pdf' }),
    );
  });

  it('tries a part again after a growing pause', () => {
    expect([2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000]);
  });
});
