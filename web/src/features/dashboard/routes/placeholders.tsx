import { canManageContent } from '../../../../../common/roles';
import { MESSAGES } from '../../../../../common/messages';
import { useAuth } from '../../../lib/auth/use-auth';
import { ComingSoon, DashboardPage } from '../components/dashboard-page';

/**
 * Dashboard screens that later issues build. Each has its final heading and <title>.
 */

/** SPEC §2: non-editors see 'Accès Limité' on the management screens. */
function EditorsOnly({ title, description }: { title: string; description: string }) {
  const { user, profileLoaded } = useAuth();
  if (profileLoaded && user && !canManageContent(user.role)) {
    return (
      <DashboardPage title={title}>
        <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <p className="text-lg font-semibold text-amber-900">{MESSAGES.limitedAccess}</p>
          <p className="mt-2 text-amber-900">
            La création et la gestion des sessions sont réservées au rôle Éditeur. Contactez un administrateur
            pour obtenir ce rôle.
          </p>
        </div>
      </DashboardPage>
    );
  }
  return (
    <DashboardPage title={title} description={description}>
      <ComingSoon />
    </DashboardPage>
  );
}

export function SharedSessionsRoute() {
  return (
    <DashboardPage
      title="Sessions Partagées"
      description="Le catalogue des sessions publiées, avec leurs documents."
    >
      <ComingSoon />
    </DashboardPage>
  );
}

export function ManageSessionsRoute() {
  return <EditorsOnly title="Sessions" description="Créez, modifiez et publiez les sessions de formation." />;
}

export function NewSessionRoute() {
  return (
    <EditorsOnly title="Nouvelle Session" description="Titre, description, statut, image et thématiques." />
  );
}

export function SessionDetailRoute() {
  return (
    <DashboardPage title="Détail de la session" description="La session et ses documents.">
      <ComingSoon />
    </DashboardPage>
  );
}

export function EditSessionRoute() {
  return (
    <DashboardPage
      title="Modifier la session"
      description="Titre, description, statut, image et thématiques."
    >
      <ComingSoon />
    </DashboardPage>
  );
}

export function SessionDocumentsRoute() {
  return (
    <DashboardPage title="Documents de la session" description="Les documents rattachés à cette session.">
      <ComingSoon />
    </DashboardPage>
  );
}

export function NewDocumentRoute() {
  return (
    <DashboardPage title="Nouveau document" description="Fichier, titre, catégorie et description.">
      <ComingSoon />
    </DashboardPage>
  );
}

export function EditDocumentRoute() {
  return (
    <DashboardPage title="Modifier le document" description="Titre, catégorie et description.">
      <ComingSoon />
    </DashboardPage>
  );
}

export function DocumentsRoute() {
  return <EditorsOnly title="Documents" description="Tous les documents, avec statistiques et filtres." />;
}

export function SettingsRoute() {
  return (
    <DashboardPage title="Paramètres" description="Profil, sécurité et notifications.">
      <ComingSoon />
    </DashboardPage>
  );
}

export function HelpRoute() {
  return (
    <DashboardPage title="Aide & Support" description="Questions fréquentes et contact.">
      <ComingSoon />
    </DashboardPage>
  );
}
