import type { Role } from '../../../../../common/roles';

/** SPEC §2 settings: what each role may do, as listed under the avatar. */
export const ROLE_CAPABILITIES: Record<Role, readonly string[]> = {
  admin: ['Gestion complète', 'Administration', 'Création de contenu'],
  editor: ['Création de sessions', 'Gestion des documents', 'Publication de contenu'],
  user: ['Consultation', 'Téléchargements', 'Participation'],
};
