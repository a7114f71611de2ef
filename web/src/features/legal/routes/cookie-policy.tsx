import { LegalPage } from '../components/legal-page';

export function CookiePolicyRoute() {
  return (
    <LegalPage
      title="Politique des cookies"
      intro="Tremplin n'utilise ni cookie publicitaire ni traceur tiers."
      sections={[
        {
          title: 'Stockage local',
          body: (
            <p>
              Pour vous garder connecté, votre navigateur conserve vos jetons de session dans son stockage
              local (ou, si vous décochez « Se souvenir de moi », seulement le temps de l&apos;onglet). Ils
              sont effacés à la déconnexion.
            </p>
          ),
        },
        {
          title: 'Mesure d’audience',
          body: (
            <p>
              Les consultations de sessions et les téléchargements sont comptés par nos serveurs, sans cookie
              de mesure d&apos;audience.
            </p>
          ),
        },
      ]}
    />
  );
}
