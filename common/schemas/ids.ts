import * as z from 'zod';

/** Ids the API issues are UUIDs: anything else is a 400, before any read. */
export const uuidSchema = z.uuid({ error: 'Identifiant invalide' });
export const sessionPathSchema = z.object({ sessionId: uuidSchema });
export const documentPathSchema = z.object({ documentId: uuidSchema });
