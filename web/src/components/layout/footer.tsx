import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { ClockIcon, MailIcon, MapPinIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';

const RESOURCES = [
  { to: paths.sessions, label: 'Sessions de formation' },
  { to: paths.documentation, label: 'Bibliothèque de documents' },
  { to: paths.signup, label: 'Créer un compte' },
] as const;

const COMPANY = [
  { to: paths.about, label: 'À propos' },
  { to: paths.privacyPolicy, label: 'Politique de confidentialité' },
  { to: paths.termsOfService, label: "Conditions d'utilisation" },
  { to: paths.cookiePolicy, label: 'Politique des cookies' },
] as const;

const SOCIAL_ICONS: Record<(typeof SITE.social)[number]['name'], string> = {
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05C20.6 8.65 21 11.2 21 14.5V21h-4v-5.8c0-1.4-.03-3.2-1.95-3.2-1.95 0-2.25 1.52-2.25 3.1V21H9z',
  Facebook:
    'M13.5 21v-7.5h2.5l.4-3H13.5V8.6c0-.86.25-1.45 1.48-1.45h1.57V4.47A21 21 0 0 0 14.26 4.3c-2.27 0-3.82 1.38-3.82 3.93v2.27H7.9v3h2.54V21z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

function FooterLinks({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 sm:pointer-fine:mt-4 sm:pointer-fine:space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            {/* A whole 44 px row on phones (16 px of text was too small a target). */}
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-sm text-sm text-stone-300 hover:text-white hover:underline sm:pointer-fine:min-h-0"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Site footer (SPEC §2): resources, company, social links, contact block (Morocco), copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="surface-dark bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed text-stone-300">
            Un programme de formation en 14 sessions pour les équipes qui accompagnent les startups, de
            l&apos;idée au financement.
          </p>
          <ul className="flex gap-2" aria-label="Réseaux sociaux">
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-stone-800 text-stone-200 hover:bg-stone-700 hover:text-white"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="currentColor"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={SOCIAL_ICONS[network.name]} />
                  </svg>
                  <span className="sr-only">Tremplin sur {network.name} (nouvel onglet)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title="Ressources" links={RESOURCES} />
        <FooterLinks title="Tremplin" links={COMPANY} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex items-start gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-amber-400" />
              <span>
                {SITE.contact.city}, {SITE.contact.country}
              </span>
            </p>
            <p className="flex items-start gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-amber-400" />
              <a
                href={`mailto:${SITE.contact.email}`}
                className="-my-3 inline-flex min-h-11 items-center rounded-sm break-all hover:text-white hover:underline sm:pointer-fine:my-0 sm:pointer-fine:min-h-0"
              >
                {SITE.contact.email}
              </a>
            </p>
            <p className="flex items-start gap-2">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-amber-400" />
              <span>{SITE.contact.hours}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-stone-400 sm:px-6">
          © {year} Tremplin. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
