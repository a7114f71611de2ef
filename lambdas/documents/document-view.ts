import type { DocumentItem } from '@common/api-types';
import { type LoadedDocument } from './document-item';

export function documentView(doc: LoadedDocument): DocumentItem {
  return {
    id: doc.id,
    session_id: doc.session_id,
    title: doc.title,
    description: doc.description,
    type: doc.type,
    size: doc.size,
    category: doc.category,
    downloads_count: doc.downloads_count,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    has_file: doc.file_key !== null,
    session: {
      id: doc.session_id,
      title: doc.live.title,
      status: doc.live.status,
      user_id: doc.session_owner,
    },
  };
}
