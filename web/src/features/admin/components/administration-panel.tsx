import { useCallback, useState } from 'react';
import { canAdminister } from '../../../../../common/roles';
import { useAuth } from '../../../lib/auth/use-auth';
import { AccessDenied } from './access-denied';
import { ContactMessages } from './contact-messages';
import { UserManagement } from './user-management';

/**
 * The settings page's Administration tab (SPEC §2, §6): user management, then the contact
 * messages. Admins only; anyone else — or anyone the server refuses with 403 — sees 'Accès Refusé'.
 */
export function AdministrationPanel() {
  const { user, profileLoaded } = useAuth();
  const [refused, setRefused] = useState(false);
  const onForbidden = useCallback(() => setRefused(true), []);

  if (refused || (profileLoaded && (!user || !canAdminister(user.role)))) return <AccessDenied />;
  return (
    <div className="space-y-10">
      <UserManagement onForbidden={onForbidden} />
      <ContactMessages onForbidden={onForbidden} />
    </div>
  );
}
