import { describe, expect, it } from 'vitest';
import { settingsTabFrom, visibleSettingsTabs } from '@/features/settings/utils/settings-tabs';

describe('settings tabs', () => {
  it('shows Administration to admins only', () => {
    expect(visibleSettingsTabs('admin')).toEqual(['profile', 'security', 'notifications', 'admin']);
    expect(visibleSettingsTabs('editor')).toEqual(['profile', 'security', 'notifications']);
    expect(visibleSettingsTabs('user')).toEqual(['profile', 'security', 'notifications']);
  });

  it('reads the tab from the address, falling back to Profil', () => {
    expect(settingsTabFrom('security', 'user')).toBe('security');
    expect(settingsTabFrom('admin', 'admin')).toBe('admin');
    expect(settingsTabFrom('admin', 'editor')).toBe('profile');
    expect(settingsTabFrom('nope', 'user')).toBe('profile');
    expect(settingsTabFrom(null, 'user')).toBe('profile');
  });
});
