import { canAdminister, type Role } from '@common/roles';

/** SPEC §4 settings tabs; the Administration tab exists for admins only. */
export const SETTINGS_TABS = ['profile', 'security', 'notifications', 'admin'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  profile: 'Profil',
  security: 'Sécurité',
  notifications: 'Notifications',
  admin: 'Administration',
};

export function visibleSettingsTabs(role: Role): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => tab !== 'admin' || canAdminister(role));
}

/** The ?tab= value if it names a tab this role sees, else the Profil tab. */
export function settingsTabFrom(value: string | null, role: Role): SettingsTab {
  const tabs = visibleSettingsTabs(role);
  return tabs.find((tab) => tab === value) ?? 'profile';
}
