import type { ReactNode } from 'react';
import { Head } from '@/components/seo/head';

/** A tidy page for screens that later issues build: the right heading, a short note. */
export function PlaceholderPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <Head title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-4 max-w-2xl text-lg text-stone-700">{intro}</div> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
