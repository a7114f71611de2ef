import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/use-auth';
import { DashboardPage } from '@/components/layout/dashboard-page';
import {
  SETTINGS_TAB_LABELS,
  settingsTabFrom,
  visibleSettingsTabs,
  type SettingsTab,
} from '@/features/settings/utils/settings-tabs';
import { Panel } from '@/features/settings/components/settings-panel';

const TAB_PARAM = 'tab';

/**
 * /dashboard/settings: Profil, Sécurité, Notifications, and Administration for admins only
 * (SPEC §2). An ARIA tablist (arrow keys, Home, End); the tab lives in ?tab= so a reload keeps it.
 */
export function SettingsRoute({ AdministrationPanel }: { AdministrationPanel: ComponentType }) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tabRefs = useRef(new Map<SettingsTab, HTMLButtonElement>());
  const role = user?.role ?? 'user';
  const tabs = visibleSettingsTabs(role);
  const active = settingsTabFrom(params.get(TAB_PARAM), role);

  const select = (tab: SettingsTab, focus = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'profile') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );
    if (focus) tabRefs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (tab) select(tab, true);
  };

  return (
    <DashboardPage title="Paramètres" description="Gérez votre profil, votre sécurité et vos notifications.">
      <div
        role="tablist"
        aria-label="Sections des paramètres"
        onKeyDown={onKeyDown}
        // Phones: two tabs a row, every one in sight (a scrolling row hid Administration at 360 px);
        // wider screens: one row, underlined.
        className="grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-stone-200"
      >
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabRefs.current.set(tab, element);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`settings-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`settings-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={`min-h-11 rounded-lg border px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors last:odd:col-span-2 sm:-mb-px sm:shrink-0 sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 sm:py-3 ${
                selected
                  ? 'border-brand-700 bg-brand-50 text-brand-800 sm:bg-transparent'
                  : 'border-stone-200 bg-white text-stone-600 hover:border-stone-300 hover:text-stone-900 sm:border-transparent sm:bg-transparent'
              }`}
            >
              {SETTINGS_TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`settings-panel-${active}`}
        aria-labelledby={`settings-tab-${active}`}
        tabIndex={0}
        className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        <Panel key={active} tab={active} AdministrationPanel={AdministrationPanel} />
      </div>
    </DashboardPage>
  );
}
