import { queryOptions } from '@tanstack/react-query';
import type { InvitationAccepted, InvitationPreview } from '@common/api-types';
import { api } from '@/lib/api-client';

/** The link's token goes in the body, never in an API address that logs keep. */
const body = (token: string) => ({ invitation_token: token });

/** POST /api/invitations/preview — what the link's holder may know, signed in or not. */
export function previewInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api<InvitationPreview>('/invitations/preview', {
    method: 'POST',
    auth: 'none',
    body: body(token),
    signal,
  });
}

export function invitationPreviewQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => previewInvitation(token, signal),
  });
}

/** POST /api/invitations/accept — the signed-in person joins the cohort the link names. */
export function acceptInvitation(token: string): Promise<InvitationAccepted> {
  return api<InvitationAccepted>('/invitations/accept', {
    method: 'POST',
    auth: 'required',
    body: body(token),
  });
}
