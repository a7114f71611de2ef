import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Session } from '../../../../../common/api-types';
import { Head } from '../../../components/seo/head';
import { ImageViewer } from '../../../components/ui/image-viewer';
import { QUERY } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { getAllPublishedSessions, getPublishedSession } from '../api/home-api';
import { FeaturesBlock } from '../components/features-block';
import { FloatingActions } from '../components/floating-actions';
import { Hero } from '../components/hero';
import { SessionPicker, type PickerSessions } from '../components/session-picker';
import { SessionQuickDetails } from '../components/session-quick-details';
import { SessionsSection } from '../components/sessions-section';
import { WelcomeModal } from '../components/welcome-modal';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useHomeCatalogue } from '../hooks/use-home-catalogue';

/** One request per pause in typing, not per keystroke (slow networks). */

/** A session named by ?session= that is in no loaded list: fetched on its own (null: not published). */
interface FetchedSession {
  id: string;
  session: Session | null;
}

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
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const catalogue = useHomeCatalogue(debouncedSearch, selectedTags);
  const [picker, setPicker] = useState<PickerSessions>({ status: 'idle', items: [] });
  const pickerRequest = useRef<AbortController | null>(null);
  const [fetched, setFetched] = useState<FetchedSession | null>(null);
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
  const openSession =
    (sessionParam &&
      (catalogue.items.find((session) => session.id === sessionParam) ??
        picker.items.find((session) => session.id === sessionParam) ??
        (fetched?.id === sessionParam ? fetched.session : null))) ||
    null;
  const needsFetch =
    sessionParam !== null &&
    openSession === null &&
    fetched?.id !== sessionParam &&
    // The first page may already hold it: wait for it before asking for the session alone.
    catalogue.status !== 'loading';

  useEffect(() => {
    if (!needsFetch || !sessionParam) return;
    const controller = new AbortController();
    getPublishedSession(sessionParam, controller.signal)
      .then((session) => setFetched({ id: sessionParam, session }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // 404 (draft, deleted, bad id): the modal just does not open (SPEC §2).
        if (!isApiError(error) || error.status !== 404)
          console.error('[home] could not load the session', error);
        setFetched({ id: sessionParam, session: null });
      });
    return () => controller.abort();
  }, [needsFetch, sessionParam]);

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

  const loadPickerSessions = useCallback(() => {
    if (pickerRequest.current) return;
    const controller = new AbortController();
    pickerRequest.current = controller;
    setPicker((current) => ({ status: 'loading', items: current.items }));
    getAllPublishedSessions(controller.signal)
      .then((items) => setPicker({ status: 'ready', items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[home] could not load the session titles', error);
        pickerRequest.current = null;
        setPicker({ status: 'error', items: [] });
      });
  }, []);
  useEffect(() => () => pickerRequest.current?.abort(), []);

  const viewImage = useCallback((session: Session) => {
    if (session.image_url) {
      setViewedImage({ src: session.image_url, alt: `Illustration de la session « ${session.title} »` });
    }
  }, []);

  const toggleTag = useCallback(
    (tag: string) =>
      setSelectedTags((current) =>
        current.includes(tag) ? current.filter((value) => value !== tag) : [...current, tag],
      ),
    [],
  );

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
          <SessionPicker
            sessions={picker}
            onOpenPanel={loadPickerSessions}
            onRetry={loadPickerSessions}
            onChoose={(session) => setSessionParam(session.id)}
          />
        }
      />
      <SessionQuickDetails
        session={openSession}
        onClose={() => setSessionParam(null)}
        onViewImage={viewImage}
      />
      <ImageViewer
        src={viewedImage?.src ?? null}
        alt={viewedImage?.alt ?? ''}
        onClose={() => setViewedImage(null)}
      />
      <WelcomeModal open={welcomeOpen} onClose={() => setWelcomeOpen(false)} />
    </>
  );
}
