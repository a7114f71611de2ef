import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

/** Shown once after sign-up (`/?newUser=true`). */
export function WelcomeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Bienvenue sur Tremplin !"
      footer={
        <>
          <Link to={paths.sessions} className={buttonClasses('secondary')} onClick={onClose}>
            Découvrir les sessions
          </Link>
          <button type="button" className={buttonClasses('primary')} onClick={onClose} data-autofocus>
            Commencer
          </button>
        </>
      }
    >
      <p>
        Votre compte est créé. Parcourez les 14 sessions du programme, téléchargez les modèles et guides, et
        retrouvez votre activité dans votre tableau de bord.
      </p>
    </Modal>
  );
}
