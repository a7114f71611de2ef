import { LegalPage } from '../components/legal-page';

export function TermsOfServiceRoute() {
  return (
    <LegalPage
      title="Conditions d'utilisation"
      intro="En utilisant Tremplin, vous acceptez les conditions suivantes."
      sections={[
        {
          title: 'Propriété intellectuelle',
          body: (
            <p>
              Les contenus du programme (sessions, modèles, guides, présentations) sont protégés. Ils sont mis
              à votre disposition pour un usage dans le cadre de vos activités d&apos;accompagnement.
            </p>
          ),
        },
        {
          title: 'Restrictions',
          body: (
            <p>
              Il est interdit de revendre les contenus, de les publier sans mention de leur source, ou de
              tenter d&apos;accéder à des données ou fonctions qui ne vous sont pas destinées.
            </p>
          ),
        },
        {
          title: 'Contenus des utilisateurs',
          body: (
            <p>
              En publiant un contenu, vous accordez à Tremplin une licence non exclusive pour l&apos;héberger
              et le diffuser sur la plateforme.
            </p>
          ),
        },
        {
          title: 'Absence de garantie et responsabilité',
          body: (
            <p>
              La plateforme est fournie « en l&apos;état ». Tremplin ne saurait être tenu responsable des
              dommages indirects liés à son utilisation.
            </p>
          ),
        },
        {
          title: 'Droit applicable',
          body: <p>Les présentes conditions sont régies par le droit marocain.</p>,
        },
      ]}
    />
  );
}
