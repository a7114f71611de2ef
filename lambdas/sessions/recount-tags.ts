/**
 * One-off recount of the published-tag counts, for data counted before each spelling of a tag was
 * (never on a request path: it reads every published session). `npm start` runs it once on a data
 * folder; on AWS, run it once after deploying (tsx with the table's env), as recount-list-totals.
 */
import { runOnce } from '../lib/run-once';
import { recountPublishedTags } from './tag-counts';

const MARKER = 'tagSpellingsCounted';

export function recountPublishedTagsOnce(): Promise<boolean> {
  return runOnce(MARKER, recountPublishedTags);
}
