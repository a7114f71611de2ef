import { AnonymousBanner } from '../../../components/anonymous-banner';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** /documentation — the public resource library (SPEC §2). Built by a later issue. */
export function DocumentationRoute() {
  return (
    <PlaceholderPage
      title="Documentation"
      intro="Présentations, guides et exercices de toutes les sessions publiées, réunis dans une même bibliothèque. La recherche et les filtres arrivent bientôt."
    >
      <AnonymousBanner />
    </PlaceholderPage>
  );
}
