import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/components/legal-page';

const LINK = 'text-brand-700 underline hover:text-brand-900';

/** /cookie-policy (SPEC §2): what the browser keeps, and why. */
export function CookiePolicyRoute() {
  return (
    <LegalPage
      title="Politique des cookies"
      description="Ce que Tremplin conserve dans votre navigateur et pourquoi : aucun cookie publicitaire ni traceur tiers."
      intro="Cette page explique ce que Tremplin conserve dans votre navigateur. En bref : aucun cookie publicitaire, aucun traceur tiers, uniquement ce qui est nécessaire pour vous garder connecté."
      sections={[
        {
          title: 'Qu’est-ce qu’un cookie ?',
          body: (
            <p>
              Un cookie est un petit fichier déposé par un site dans votre navigateur. Le stockage local est
              un mécanisme voisin qui permet à une application web de conserver des informations sur votre
              appareil.
            </p>
          ),
        },
        {
          title: 'Ce que nous utilisons',
          body: (
            <>
              <p>
                Uniquement des éléments strictement nécessaires au fonctionnement du service, qui ne
                requièrent pas votre consentement :
              </p>
              <ul>
                <li>
                  <strong>Jetons de session</strong> : pour vous garder connecté, votre navigateur conserve
                  vos jetons dans son stockage local (ou, si vous décochez « Se souvenir de moi », seulement
                  le temps de l&apos;onglet). Ils sont effacés à la déconnexion.
                </li>
                <li>
                  <strong>Session à rouvrir</strong> : lorsque vous vous connectez depuis une session, son
                  identifiant est gardé le temps de vous y ramener.
                </li>
              </ul>
            </>
          ),
        },
        {
          title: 'Mesure d’audience',
          body: (
            <p>
              Les consultations de sessions et les téléchargements sont comptés par nos serveurs, sans cookie
              de mesure d&apos;audience ni outil d&apos;analyse tiers.
            </p>
          ),
        },
        {
          title: 'Gérer ou supprimer ces données',
          body: (
            <p>
              Vous pouvez à tout moment vous déconnecter, ou effacer les données du site dans les réglages de
              votre navigateur. Vous devrez alors vous reconnecter pour télécharger des documents.
            </p>
          ),
        },
        {
          title: 'En savoir plus',
          body: (
            <p>
              Pour le traitement de vos données personnelles, consultez notre{' '}
              <Link to={paths.privacyPolicy} className={LINK}>
                politique de confidentialité
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
