import * as z from 'zod';
import { DOCUMENT_CATEGORIES } from '../documents';
import { catalogQuerySchema } from './catalog';

/** Query string of the document lists: ?search=&category=&sort=&limit=&cursor= */
export const libraryQuerySchema = catalogQuerySchema.omit({ tags: true }).extend({
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Catégorie invalide' }).optional(),
  sort: z
    .enum(['oldest', 'newest', 'title', 'downloads'], {
      error: 'Tri invalide (oldest, newest, title ou downloads)',
    })
    .optional(),
});
