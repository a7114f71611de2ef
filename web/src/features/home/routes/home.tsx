import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Head } from '../../../components/seo/head';
import { QUERY } from '../../../config/paths';
import { Hero } from '../components/hero';
import { WelcomeModal } from '../components/welcome-modal';

/** Landing page (SPEC §2 "Home"). For now: the hero and the post-sign-up welcome. */
export function HomeRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [welcomeOpen, setWelcomeOpen] = useState(() => searchParams.get(QUERY.newUser) === 'true');

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

  return (
    <>
      <Head />
      <Hero />
      <WelcomeModal open={welcomeOpen} onClose={() => setWelcomeOpen(false)} />
    </>
  );
}
