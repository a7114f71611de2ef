import { LegalPage } from '../components/legal-page';

export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Politique de confidentialité"
      intro="Cette politique explique quelles données Tremplin collecte, pourquoi, et quels sont vos droits."
      sections={[
        {
          title: 'Données collectées',
          body: (
            <p>
              Votre adresse e-mail et votre mot de passe (chiffré) à l&apos;inscription ; les informations de
              profil que vous choisissez d&apos;ajouter (nom, organisation, fonction, localisation, photo) ;
              les consultations de sessions et les téléchargements de documents.
            </p>
          ),
        },
        {
          title: 'Utilisation',
          body: (
            <p>
              Ces données servent à vous donner accès à la plateforme, à suivre l&apos;usage des ressources et
              à améliorer le programme. Elles ne sont ni vendues ni cédées à des tiers.
            </p>
          ),
        },
        {
          title: 'Sécurité',
          body: (
            <p>
              Les échanges sont chiffrés (HTTPS), les documents ne sont accessibles qu&apos;aux utilisateurs
              connectés au moyen de liens temporaires, et l&apos;accès aux données est limité selon les rôles.
            </p>
          ),
        },
        {
          title: 'Vos droits',
          body: (
            <p>
              Conformément à la loi marocaine n° 09-08, vous pouvez accéder à vos données, les rectifier ou en
              demander la suppression en nous écrivant.
            </p>
          ),
        },
      ]}
    />
  );
}
