import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LegalContact, LegalPage } from '@/features/legal/components/legal-page';

const LINK = 'text-brand-700 underline hover:text-brand-900';

/** /privacy-policy (SPEC §2): data collected, use, security, rights, contact; Moroccan law. */
export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Politique de confidentialité"
      description="Quelles données Tremplin collecte, pourquoi, comment elles sont protégées et quels sont vos droits."
      intro="Cette politique explique quelles données personnelles Tremplin collecte lorsque vous utilisez la plateforme, pourquoi nous les utilisons, comment nous les protégeons et comment exercer vos droits."
      sections={[
        {
          title: 'Responsable du traitement',
          body: (
            <>
              <p>Les données sont traitées par l&apos;équipe du programme Tremplin :</p>
              <LegalContact />
            </>
          ),
        },
        {
          title: 'Données collectées',
          body: (
            <>
              <p>Nous collectons uniquement les données nécessaires au fonctionnement de la plateforme :</p>
              <ul>
                <li>
                  <strong>Compte</strong> : votre adresse e-mail et votre mot de passe, conservé chiffré par
                  notre service d&apos;authentification (nous ne le voyons jamais en clair).
                </li>
                <li>
                  <strong>Profil</strong>, si vous choisissez de le compléter : nom complet, biographie,
                  organisation, fonction, localisation et photo.
                </li>
                <li>
                  <strong>Utilisation</strong> : les sessions consultées, les documents téléchargés, les dates
                  de création du compte et de dernière connexion.
                </li>
                <li>
                  <strong>Données techniques</strong> : adresse IP et type de navigateur lors de la
                  consultation d&apos;une session, pour compter les vues et prévenir les abus.
                </li>
                <li>
                  <strong>Contenus</strong> que vous publiez en tant qu&apos;éditeur (sessions, documents,
                  images) et messages envoyés via le formulaire de contact.
                </li>
              </ul>
            </>
          ),
        },
        {
          title: 'Utilisation des données',
          body: (
            <>
              <p>Vos données servent à :</p>
              <ul>
                <li>créer et sécuriser votre compte, et vous donner accès aux documents ;</li>
                <li>afficher votre profil et votre rôle dans votre tableau de bord ;</li>
                <li>
                  mesurer l&apos;utilisation des ressources (vues, téléchargements) pour améliorer le
                  programme ;
                </li>
                <li>répondre à vos demandes d&apos;assistance.</li>
              </ul>
              <p>
                Elles ne sont ni vendues, ni louées, ni cédées à des tiers à des fins commerciales. Elles ne
                sont partagées qu&apos;avec nos prestataires d&apos;hébergement, tenus à la confidentialité,
                ou lorsque la loi l&apos;exige.
              </p>
            </>
          ),
        },
        {
          title: 'Durée de conservation',
          body: (
            <p>
              Les données du compte sont conservées tant que celui-ci est actif, puis supprimées dans un délai
              de douze mois après sa clôture, sauf obligation légale de conservation plus longue. Les messages
              de contact sont conservés au plus trois ans.
            </p>
          ),
        },
        {
          title: 'Sécurité',
          body: (
            <p>
              Les échanges avec la plateforme sont chiffrés (HTTPS). Les documents ne sont accessibles
              qu&apos;aux utilisateurs connectés, au moyen de liens temporaires. L&apos;accès aux données est
              limité selon les rôles (utilisateur, éditeur, administrateur) et vérifié par nos serveurs à
              chaque requête. Aucun système n&apos;étant infaillible, nous vous invitons à choisir un mot de
              passe robuste et à ne pas le réutiliser ailleurs.
            </p>
          ),
        },
        {
          title: 'Vos droits',
          body: (
            <>
              <p>
                Conformément à la loi marocaine n° 09-08 relative à la protection des personnes physiques à
                l&apos;égard du traitement des données à caractère personnel, vous disposez d&apos;un droit
                d&apos;accès, de rectification, d&apos;opposition et de suppression de vos données.
              </p>
              <p>
                Vous pouvez modifier votre profil à tout moment depuis vos paramètres, ou nous écrire à
                l&apos;adresse ci-dessous. Vous pouvez aussi saisir la Commission nationale de contrôle de la
                protection des données à caractère personnel (CNDP).
              </p>
            </>
          ),
        },
        {
          title: 'Cookies et stockage local',
          body: (
            <p>
              Tremplin n&apos;utilise ni cookie publicitaire ni traceur tiers. Le détail figure dans notre{' '}
              <Link to={paths.cookiePolicy} className={LINK}>
                politique des cookies
              </Link>
              .
            </p>
          ),
        },
        {
          title: 'Modifications',
          body: (
            <p>
              Nous pouvons mettre à jour cette politique ; la date en haut de page indique la dernière
              version. En cas de changement important, nous vous en informerons sur la plateforme.
            </p>
          ),
        },
      ]}
    />
  );
}
