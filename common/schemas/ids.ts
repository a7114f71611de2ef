import * as z from 'zod';
import { VALIDATION_MESSAGES } from '../messages';

/** Ids the API issues are UUIDs: anything else is a 400, before any read. */
export const uuidSchema = z.uuid({ error: VALIDATION_MESSAGES.invalidId });
export const sessionPathSchema = z.object({ sessionId: uuidSchema });
export const documentPathSchema = z.object({ documentId: uuidSchema });
