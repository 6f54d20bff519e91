import { paths } from '@common/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { useBookAction } from '@/session/use-book-action';

type Props = { bookTarget?: string; also: { to: string; label: string }; className?: string };

/** The dark bands' two actions: book (signing in first where needed), and one page to read first. */
export function BookEventActions({ bookTarget = paths.booking, also, className = '' }: Props) {
  const book = useBookAction(bookTarget);
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Button variant="light" size="lg" onClick={book}>
        Book your event
      </Button>
      <ButtonLink to={also.to} variant="outline-light" size="lg">
        {also.label}
      </ButtonLink>
    </div>
  );
}
