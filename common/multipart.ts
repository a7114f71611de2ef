/**
 * Uploads in parts (S3 multipart upload, a presigned URL per part): what the API and the web app
 * share. A file over the threshold goes in parts of MULTIPART_PART_BYTES, so every part but the last
 * meets S3's 5 MiB minimum, and a dropped connection costs at most the parts in flight.
 */

/** Files over this many bytes go up in parts; smaller ones in one presigned POST. */
export const MULTIPART_THRESHOLD_BYTES = 5 * 1024 * 1024;

/** Every part but the last: S3's minimum part size (5 MiB), the least a drop can cost. */
export const MULTIPART_PART_BYTES = 5 * 1024 * 1024;

/** At most this many part URLs per request (a document of 50 MB has 10 parts). */
export const MULTIPART_MAX_URLS_PER_REQUEST = 20;

/** S3's highest part number. */
export const MULTIPART_MAX_PARTS = 10_000;

/** Whether a file of `size` bytes goes up in parts. */
export const goesInParts = (size: number): boolean => size > MULTIPART_THRESHOLD_BYTES;

/** How many parts a file of `size` bytes is cut into (at least one). */
export const partCount = (size: number, partSize = MULTIPART_PART_BYTES): number =>
  Math.max(1, Math.ceil(size / partSize));

export interface PlannedPart {
  /** 1-based, as S3 numbers parts. */
  number: number;
  /** First byte, included. */
  start: number;
  /** Last byte, excluded. */
  end: number;
}

/** The parts of a file of `size` bytes: consecutive ranges of `partSize`, the last one shorter. */
export function partPlan(size: number, partSize = MULTIPART_PART_BYTES): PlannedPart[] {
  return Array.from({ length: partCount(size, partSize) }, (_, index) => ({
    number: index + 1,
    start: index * partSize,
    end: Math.min(size, (index + 1) * partSize),
  }));
}
