import { useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 800;
  text-transform: uppercase;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* The letter is drawn, not written: see Avatar. */
  &[data-initial]::before {
    content: attr(data-initial);
  }
`;

/** The first letter of the username, or U when there is none (spec section 2). */
export function avatarInitial(username: string | null | undefined): string {
  const first = username?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/**
 * The picture when there is one, otherwise the initial. Decorative: the name is shown beside it
 * (or names the button it sits in). The initial is drawn by CSS from `data-initial` rather than
 * written as text: as text it became part of the button's visible label ("Mmaker") without being
 * in its accessible name, which WCAG 2.5.3 (label in name) refuses (issue 27).
 */
export function Avatar({
  src,
  username,
  size = 36,
}: {
  src?: string | null;
  username?: string | null;
  size?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Circle
      $size={size}
      aria-hidden="true"
      data-testid="avatar"
      data-initial={showImage ? undefined : avatarInitial(username)}
    >
      {showImage && src ? <img src={src} alt="" onError={() => setFailedSrc(src)} /> : null}
    </Circle>
  );
}
