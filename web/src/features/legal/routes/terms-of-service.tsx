import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/components/legal-page';

const LINK = 'text-brand-700 underline hover:text-brand-900';

/**
 * /terms-of-service (SPEC §2): intellectual property, restrictions, user-content licence,
 * no warranty, liability, Moroccan law.
 */
export function TermsOfServiceRoute() {
  return (
    <LegalPage
      title="Conditions d'utilisation"
      description="Les règles d'utilisation de la plateforme Tremplin et de ses contenus."
      intro="Les présentes conditions régissent l'utilisation de la plateforme Tremplin. En créant un compte ou en utilisant la plateforme, vous les acceptez."
      sections={[
        {
          title: 'Accès à la plateforme',
          body: (
            <p>
              Les sessions publiées et la liste des documents sont consultables librement. Le téléchargement
              et l&apos;aperçu des documents nécessitent un compte gratuit. Vous êtes responsable de la
              confidentialité de vos identifiants et des actions effectuées depuis votre compte.
            </p>
          ),
        },
        {
          title: 'Propriété intellectuelle',
          body: (
            <p>
              La plateforme et les contenus du programme (sessions, modèles, guides, présentations, exercices,
              textes, logos et visuels) sont protégés par le droit de la propriété intellectuelle et restent
              la propriété de Tremplin ou de leurs auteurs. Une licence personnelle, non exclusive et non
              transférable vous est accordée pour les utiliser dans le cadre de vos activités
              d&apos;accompagnement de startups.
            </p>
          ),
        },
        {
          title: 'Restrictions d’utilisation',
          body: (
            <>
              <p>Il est interdit :</p>
              <ul>
                <li>de revendre les contenus ou de les intégrer à une offre commerciale payante ;</li>
                <li>de les modifier ou de les publier sans mentionner leur source ;</li>
                <li>
                  de tenter d&apos;accéder à des données, comptes ou fonctions qui ne vous sont pas destinés,
                  ou de perturber le fonctionnement de la plateforme ;
                </li>
                <li>d&apos;extraire les contenus de manière automatisée et massive.</li>
              </ul>
            </>
          ),
        },
        {
          title: 'Contenus des utilisateurs',
          body: (
            <p>
              Vous restez propriétaire des contenus que vous publiez (sessions, documents, images, profil). En
              les publiant, vous accordez à Tremplin une licence non exclusive, gratuite et mondiale pour les
              héberger, les reproduire et les diffuser sur la plateforme, pour la durée de leur publication.
              Vous garantissez disposer des droits nécessaires sur ces contenus.
            </p>
          ),
        },
        {
          title: 'Absence de garantie',
          body: (
            <p>
              La plateforme et ses contenus sont fournis « en l&apos;état », sans garantie d&apos;aucune
              sorte, notamment d&apos;adéquation à un usage particulier ou de disponibilité continue. Les
              contenus ont une vocation pédagogique et ne constituent pas un conseil juridique, financier ou
              fiscal.
            </p>
          ),
        },
        {
          title: 'Limitation de responsabilité',
          body: (
            <p>
              Dans les limites permises par la loi, Tremplin ne saurait être tenu responsable des dommages
              indirects (perte de données, de chiffre d&apos;affaires ou d&apos;opportunité) résultant de
              l&apos;utilisation ou de l&apos;impossibilité d&apos;utiliser la plateforme ou ses contenus.
            </p>
          ),
        },
        {
          title: 'Données personnelles',
          body: (
            <p>
              Le traitement de vos données est décrit dans notre{' '}
              <Link to={paths.privacyPolicy} className={LINK}>
                politique de confidentialité
              </Link>
              .
            </p>
          ),
        },
        {
          title: 'Droit applicable et juridiction',
          body: (
            <p>
              Les présentes conditions sont régies par le droit marocain. Tout litige relatif à leur
              interprétation ou à leur exécution relève, à défaut d&apos;accord amiable, des tribunaux
              compétents de Rabat (Maroc).
            </p>
          ),
        },
      ]}
    />
  );
}
