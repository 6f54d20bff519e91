import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { customPackagePath } from '@common/paths';

/** The full address of a link, as the customer receives it. */
export const linkUrl = (slug: string) => `${window.location.origin}${customPackagePath(slug)}`;

/** Copies a link's address; if the browser refuses the clipboard, says how to copy it by hand. */
export function CopyLinkButton({
  slug,
  label = 'Copy link',
  variant = 'secondary',
  size = 'sm',
  name,
}: {
  slug: string;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Whose link, for screen readers in a list. */
  name?: string;
}) {
  const toast = useToast();
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={name ? `${label} for ${name}` : undefined}
      onClick={() =>
        navigator.clipboard.writeText(linkUrl(slug)).then(
          () => toast('Link copied'),
          () => toast(`Couldn't copy automatically. The address is ${linkUrl(slug)}`, 'error'),
        )
      }
    >
      {label}
    </Button>
  );
}
