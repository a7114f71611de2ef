/**
 * Deliverables (issue 31): what a cohort's session asks its participants to hand in ("Livrable"),
 * their submissions and the review of each. The limits and pure rules the dashboard and the API share.
 */
import { DOCUMENT_FORMATS } from './uploads';
export { DELIVERABLE_LIMITS } from './deliverable-limits';

/** The kinds of file a deliverable may accept, as a manager ticks them. */
export const DELIVERABLE_KINDS = ['pdf', 'powerpoint', 'word', 'image'] as const;
export type DeliverableKind = (typeof DELIVERABLE_KINDS)[number];

export const DELIVERABLE_KIND_LABELS: Readonly<Record<DeliverableKind, string>> = {
  pdf: 'PDF',
  powerpoint: 'PowerPoint',
  word: 'Word',
  image: 'Images',
};

/** The file extensions of each kind: every one has a content signature the API checks (common/file-signatures.ts). */
export const DELIVERABLE_KIND_EXTENSIONS: Readonly<Record<DeliverableKind, readonly string[]>> = {
  pdf: ['pdf'],
  powerpoint: ['pptx', 'ppt', 'odp'],
  word: ['docx', 'doc', 'odt', 'rtf'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
};

/** Where a submitted version stands: waiting for a reviewer, "Validé", or "À revoir". */
export const SUBMISSION_STATES = ['pending', 'accepted', 'changes_requested'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** A reviewer's decision. */
export const REVIEW_DECISIONS = ['accepted', 'changes_requested'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Megabytes to bytes, as the size limit is stored. */
export const megabytes = (mb: number): number => mb * 1024 * 1024;

/** The extensions a deliverable accepts, each once, in the kinds' order. */
export function acceptedExtensions(kinds: readonly DeliverableKind[]): string[] {
  return [...new Set(kinds.flatMap((kind) => DELIVERABLE_KIND_EXTENSIONS[kind]))];
}

/** The content types a stored file may prove to have (the API's check after the upload). */
export function acceptedContentTypes(kinds: readonly DeliverableKind[]): string[] {
  return [...new Set(acceptedExtensions(kinds).flatMap((ext) => DOCUMENT_FORMATS[ext]?.contentType ?? []))];
}

/** The file picker's `accept`: « .pdf,.pptx,… ». */
export function acceptAttribute(kinds: readonly DeliverableKind[]): string {
  return acceptedExtensions(kinds)
    .map((ext) => `.${ext}`)
    .join(',');
}

/** « PDF, Word » */
export function kindsLabel(kinds: readonly DeliverableKind[]): string {
  return kinds.map((kind) => DELIVERABLE_KIND_LABELS[kind]).join(', ');
}

/** Whether `fileName` is of one of the accepted kinds, by its extension (the content is checked too). */
export function fileNameAccepted(fileName: string, kinds: readonly DeliverableKind[]): boolean {
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return acceptedExtensions(kinds).includes(extension);
}
