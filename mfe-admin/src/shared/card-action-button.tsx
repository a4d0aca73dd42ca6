import { Button, type ButtonVariant } from '@drops/ui';

/**
 * A small button at a card's foot (Edit, Delete, Disable, Enable, Resend): its word shows, and a
 * screen reader hears which card it acts on ("Delete Sneakers"), since every card has one.
 */
export function CardActionButton({
  label,
  target,
  variant,
  disabled,
  onClick,
}: {
  label: string;
  /** The card's name (a category's, an administrator's email). */
  target: string;
  variant: ButtonVariant;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      $variant={variant}
      $size="small"
      disabled={disabled}
      aria-label={`${label} ${target}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
