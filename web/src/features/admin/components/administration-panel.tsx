import { useCallback, useState } from 'react';
import { canAdminister } from '@common/roles';
import { useAuth } from '@/lib/auth/use-auth';
import { twoFactorRequiredMessage } from '@/features/admin/utils/admin-messages';
import { AccessDenied } from './access-denied';
import { Announcements } from './announcements';
import { ContactMessages } from './contact-messages';
import { TwoFactorRequired } from './two-factor-required';
import { UserManagement } from './user-management';

/**
 * The settings page's Administration tab (SPEC §2, §6): user management, the contact messages,
 * then the announcements. Admins only; anyone else — or anyone the server refuses with 403 — sees 'Accès Refusé'.
 * An admin the deployment refuses until two-factor sign-in is on reads the API's sentence instead,
 * with the way to Sécurité.
 */
export function AdministrationPanel() {
  const { user, profileLoaded } = useAuth();
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const onForbidden = useCallback((error: unknown) => setRefusal({ error }), []);

  const twoFactorMessage = refusal ? twoFactorRequiredMessage(refusal.error) : null;
  if (twoFactorMessage) return <TwoFactorRequired message={twoFactorMessage} />;
  if (refusal || (profileLoaded && (!user || !canAdminister(user.role)))) return <AccessDenied />;
  return (
    <div className="space-y-10">
      <UserManagement onForbidden={onForbidden} />
      <ContactMessages onForbidden={onForbidden} />
      <Announcements onForbidden={onForbidden} />
    </div>
  );
}
