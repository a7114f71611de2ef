import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Session } from '@common/api-types';
import { allPublishedSessionsQuery, publishedSessionQuery } from '@/api/published-sessions';
import { Head } from '@/components/seo/head';
import { QUERY } from '@/config/paths';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { toggleTag as toggleTags } from '@/lib/catalogue-query';
import { useAuth } from '@/lib/auth/use-auth';
import { homeCatalogueQuery } from '@/features/home/api/home-api';
import { FeaturesBlock } from '@/features/home/components/features-block';
import { FloatingActions } from '@/features/home/components/floating-actions';
import { Hero } from '@/features/home/components/hero';
import { SessionPicker, type PickerSessions } from '@/features/home/components/session-picker';
import { SessionsSection } from '@/features/home/components/sessions-section';

// The dialogs load when they open: the first screen shows none of them.
const SessionQuickDetails = lazy(() =>
  import('@/features/home/components/session-quick-details').then((module) => ({
    default: module.SessionQuickDetails,
  })),
);
const WelcomeModal = lazy(() =>
  import('@/features/home/components/welcome-modal').then((module) => ({ default: module.WelcomeModal })),
);
const ImageViewer = lazy(() =>
  import('@/components/ui/image-viewer').then((module) => ({ default: module.ImageViewer })),
);

/**
 * Landing page (SPEC §2 "Home"): hero with counters, features, the featured sessions with
 * search and tags, the quick-details modal (?session={id}), the welcome modal
 * (?newUser=true), the floating session picker and the shortcut to the sessions.
 */
export function HomeRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [welcomeOpen, setWelcomeOpen] = useState(() => searchParams.get(QUERY.newUser) === 'true');
  const [search, setSearch] = useState('');
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  // One request per pause in typing, not per keystroke (slow networks).
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Signed-in people get the programme's order: the list waits until it is known who is there (at
  // once for a visitor, who holds no session).
  const { status: authStatus } = useAuth();
  const catalogue = useInfiniteList({
    ...homeCatalogueQuery(debouncedSearch, selectedTags, authStatus === 'authenticated'),
    enabled: authStatus !== 'loading',
  });
  // The picker's titles are read the first time its panel opens.
  const [pickerOpened, setPickerOpened] = useState(false);
  const picker = useQuery({ ...allPublishedSessionsQuery('newest'), enabled: pickerOpened });
  const [viewedImage, setViewedImage] = useState<{ src: string; alt: string } | null>(null);

  // The welcome shows once: drop ?newUser from the address (keeping ?session).
  useEffect(() => {
    if (!searchParams.has(QUERY.newUser)) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(QUERY.newUser);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const sessionParam = searchParams.get(QUERY.session);
  const listed = sessionParam
    ? (catalogue.items.find((session) => session.id === sessionParam) ??
      picker.data?.find((session) => session.id === sessionParam))
    : undefined;
  // A session named by ?session= that is in no loaded list is read on its own; the first page
  // may already hold it, so that waits for it. Not published (404): the modal does not open.
  const single = useQuery({
    ...publishedSessionQuery(sessionParam ?? ''),
    enabled: sessionParam !== null && listed === undefined && catalogue.status !== 'loading',
  });
  const openSession = sessionParam ? (listed ?? single.data ?? null) : null;

  const setSessionParam = useCallback(
    (sessionId: string | null) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (sessionId) next.set(QUERY.session, sessionId);
          else next.delete(QUERY.session);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const pickerSessions: PickerSessions = picker.isSuccess
    ? { status: 'ready', items: picker.data }
    : { status: picker.isError ? 'error' : pickerOpened ? 'loading' : 'idle', items: [] };

  const viewImage = useCallback((session: Session) => {
    if (session.image_url) {
      setViewedImage({ src: session.image_url, alt: `Illustration de la session « ${session.title} »` });
    }
  }, []);

  const toggleTag = useCallback((tag: string) => setSelectedTags((current) => toggleTags(current, tag)), []);

  return (
    <>
      <Head
        title="Formation des équipes d'incubation de startups"
        description="Renforcez votre programme d'incubation : 14 sessions en 4 phases, des guides, présentations et exercices à télécharger, et une communauté de responsables d'incubateurs."
      />
      <Hero />
      <FeaturesBlock />
      <SessionsSection
        catalogue={catalogue}
        search={search}
        onSearchChange={setSearch}
        selectedTags={selectedTags}
        onToggleTag={toggleTag}
        onClearTags={() => setSelectedTags([])}
        onClearFilters={() => {
          setSearch('');
          setSelectedTags([]);
        }}
        onPreview={(session) => setSessionParam(session.id)}
        onViewImage={viewImage}
      />
      <FloatingActions
        picker={
          // Nothing to pick in an empty catalogue (or before the first page says there is something).
          (catalogue.lastPage?.total ?? 0) > 0 ? (
            <SessionPicker
              sessions={pickerSessions}
              onOpenPanel={() => setPickerOpened(true)}
              onRetry={() => void picker.refetch()}
              onChoose={(session) => setSessionParam(session.id)}
            />
          ) : null
        }
      />
      {/* One boundary each: a dialog loading never hides another that is open. After a sign-up
          from a session link (?newUser=true&session=…) the welcome comes first, then the session
          the visitor came for: one dialog at a time, and the last one is what they came to see. */}
      {openSession && !welcomeOpen ? (
        <Suspense fallback={null}>
          <SessionQuickDetails
            session={openSession}
            onClose={() => setSessionParam(null)}
            onViewImage={viewImage}
          />
        </Suspense>
      ) : null}
      {viewedImage ? (
        <Suspense fallback={null}>
          <ImageViewer src={viewedImage.src} alt={viewedImage.alt} onClose={() => setViewedImage(null)} />
        </Suspense>
      ) : null}
      {welcomeOpen ? (
        <Suspense fallback={null}>
          <WelcomeModal open onClose={() => setWelcomeOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
