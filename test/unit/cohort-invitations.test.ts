import { describe, expect, it } from 'vitest';
import { invitationState, maskEmail, parseInvitees } from '@common/cohorts';
import { invitationsCreateSchema } from '@common/schemas/cohort';
import { checkInvitationLink, signInvitationLink } from '../../lambdas/cohorts/invitation-links';
import { signUnsubscribeLink } from '../../lambdas/notifications/unsubscribe-links';

describe('"Inviter des participants": what was pasted or read from a CSV', () => {
  it('reads addresses one per line, or several on a line', () => {
    expect(
      parseInvitees('awa@exemple.sn\n\n moussa@exemple.ma, fatou@exemple.sn; ali@exemple.ma').map(
        (i) => i.email,
      ),
    ).toEqual(['awa@exemple.sn', 'moussa@exemple.ma', 'fatou@exemple.sn', 'ali@exemple.ma']);
  });

  it('reads a CSV (e-mail, nom complet, startup): header skipped, Excel semicolons, quotes and a BOM', () => {
    const csv =
      '\uFEFFE-mail;Nom complet;Startup\r\nawa@exemple.sn;Awa Diop;"SolarKit; Thiès"\r\n"moussa@exemple.ma",Moussa Ndiaye,\r\n';
    expect(parseInvitees(csv)).toEqual([
      { email: 'awa@exemple.sn', full_name: 'Awa Diop', startup: 'SolarKit; Thiès' },
      { email: 'moussa@exemple.ma', full_name: 'Moussa Ndiaye', startup: null },
    ]);
  });

  it('merges duplicates (case and spaces aside) and names each bad address', () => {
    const parsed = invitationsCreateSchema.safeParse({
      invitees: parseInvitees('Awa@Exemple.sn,Awa Diop\nawa@exemple.sn,,SolarKit\npas-une-adresse'),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['invitees.2.email']);
    const ok = invitationsCreateSchema.parse({
      invitees: parseInvitees('Awa@Exemple.sn,Awa Diop\nawa@exemple.sn,,SolarKit'),
    });
    expect(ok.invitees).toEqual([{ email: 'awa@exemple.sn', full_name: 'Awa Diop', startup: 'SolarKit' }]);
  });
});

describe('the invitation link', () => {
  const link = { cohortId: 'c1', email: 'awa@exemple.sn', nonce: 'n1' };

  it('holds for the key that signed it only, and is no unsubscribe link', () => {
    const token = signInvitationLink('clé', link);
    expect(checkInvitationLink('clé', token)).toEqual(link);
    expect(checkInvitationLink('autre clé', token)).toBeNull();
    const [payload = '', signature = ''] = token.split('.');
    const other = signInvitationLink('clé', { ...link, email: 'moussa@exemple.ma' });
    expect(checkInvitationLink('clé', `${other.split('.')[0]}.${signature}`)).toBeNull();
    expect(checkInvitationLink('clé', `${payload}.${signature}.x`)).toBeNull();
    // Signed with the same key for another purpose: refused.
    expect(checkInvitationLink('clé', signUnsubscribeLink('clé', 'u1', 'all'))).toBeNull();
  });

  it('is "Envoyée", "Acceptée" or "Expirée", and shows its address masked', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(invitationState({ accepted_at: null, expires_at: '2026-12-02T00:00:00Z' }, now)).toBe('sent');
    expect(invitationState({ accepted_at: null, expires_at: '2026-12-01T09:59:59Z' }, now)).toBe('expired');
    expect(
      invitationState({ accepted_at: '2026-11-30T00:00:00Z', expires_at: '2026-11-01T00:00:00Z' }, now),
    ).toBe('accepted');
    expect(maskEmail('awa.diop@exemple.sn')).toBe('a***@exemple.sn');
  });
});
