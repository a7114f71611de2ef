import * as z from 'zod';
import { DOCUMENT_CATEGORIES } from '../documents';
import { catalogQuerySchema } from './catalog';
import { VALIDATION_MESSAGES } from '../messages';

/** Query string of the document lists: ?search=&category=&sort=&limit=&cursor= */
export const libraryQuerySchema = catalogQuerySchema.omit({ tags: true }).extend({
  category: z.enum(DOCUMENT_CATEGORIES, { error: VALIDATION_MESSAGES.invalidCategory }).optional(),
  sort: z
    .enum(['oldest', 'newest', 'title', 'downloads'], {
      error: VALIDATION_MESSAGES.invalidLibrarySort,
    })
    .optional(),
});

/**
 * Query string of a published session's documents: the library's, and `category` (the order they
 * are used in: guide, presentation, exercise, other, then by title), its default.
 */
export const sessionDocumentsQuerySchema = libraryQuerySchema.extend({
  sort: z
    .enum(['category', 'oldest', 'newest', 'title', 'downloads'], {
      error: VALIDATION_MESSAGES.invalidSessionDocumentsSort,
    })
    .optional(),
});
