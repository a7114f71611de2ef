/** Roles of SPEC §6. The table holds the authoritative copy; Cognito groups mirror it. */
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Cognito group names; a user in no group is a plain user. */
export const ROLE_GROUPS = ['admin', 'editor'] as const;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Editors and admins create, edit, publish and delete any session or document. */
export function canManageContent(role: Role): boolean {
  return role === 'editor' || role === 'admin';
}

export function canAdminister(role: Role): boolean {
  return role === 'admin';
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Éditeur',
  user: 'Utilisateur',
};

/** SPEC §2 settings: what each role may do (under the avatar; in the role change's confirmation). */
export const ROLE_CAPABILITIES: Record<Role, readonly string[]> = {
  admin: ['Gestion complète', 'Administration', 'Création de contenu'],
  editor: ['Création de sessions', 'Gestion des documents', 'Publication de contenu'],
  user: ['Consultation', 'Téléchargements', 'Participation'],
};
