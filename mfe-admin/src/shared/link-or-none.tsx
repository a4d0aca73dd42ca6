import { adminAreaMessages } from '../messages';

/** A stored address as a link that opens in a new tab, or "None" without one. */
export function LinkOrNone({ href }: { href: string | null | undefined }) {
  if (!href) return adminAreaMessages.none;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {href}
    </a>
  );
}
