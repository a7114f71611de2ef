import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#115e59" />
      <path
        d="M7 22h6l6-9h6"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="13" r="2.6" fill="#fff" />
    </svg>
  );
}

/** The brand, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-bold tracking-tight ${
        tone === 'dark' ? 'text-stone-900' : 'text-white'
      }`}
    >
      <LogoMark className={`size-8 ${tone === 'light' ? 'rounded-[7px] ring-1 ring-white/30' : ''}`} />
      <span>Tremplin</span>
      <span className="sr-only"> — accueil</span>
    </Link>
  );
}
