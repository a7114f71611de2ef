import { Link } from 'react-router-dom';
import { PARCOURS_MESSAGES } from '@common/messages';
import { paths } from '@/config/paths';
import { useParcours } from '@/hooks/use-parcours';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button-styles';
import { ArrowRightIcon } from '@/components/ui/icons';

/**
 * 'Continuer : {titre}' for a signed-in person: the first session of the programme they have not
 * marked done (programme order), on its page. Nothing for a visitor, or when there is none.
 */
export function ContinueLink({ variant = 'accent' }: { variant?: ButtonVariant }) {
  const { data } = useParcours();
  const next = data?.next;
  if (!next) return null;
  return (
    <Link
      to={paths.session(next.id)}
      data-testid="continue-link"
      className={buttonClasses(variant, 'lg', 'max-w-full text-left')}
    >
      <span className="min-w-0">
        {PARCOURS_MESSAGES.continueLabel} <span className="break-words">{next.title}</span>
      </span>
      <ArrowRightIcon className="size-5 shrink-0" />
    </Link>
  );
}
