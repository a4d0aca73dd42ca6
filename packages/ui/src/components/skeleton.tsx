import type { CSSProperties, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './layout';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/** A placeholder block that breathes while what it stands for loads. */
export const SkeletonBlock = styled.span`
  position: relative;
  display: inline-block;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 900ms ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A skeleton in the place (and at the size, given by `className`/`style`) of what loads, so the
 * layout stays still; the loading words are read by screen readers, not shown.
 */
export function Skeleton({
  label,
  className,
  style,
  children,
}: {
  label: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <SkeletonBlock
      className={className}
      style={style}
      role="status"
      aria-live="polite"
      data-skeleton=""
    >
      {children}
      <VisuallyHidden>{label}</VisuallyHidden>
    </SkeletonBlock>
  );
}

const PageFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
`;

const Bar = styled(SkeletonBlock)<{ $width: string; $height: number }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height}px;
`;

/**
 * A page's skeleton while its area loads: a title and a few blocks of content where they will
 * be, so the layout around it does not jump when the page arrives.
 */
export function PageSkeleton({ label }: { label: ReactNode }) {
  return (
    <PageFrame role="status" aria-live="polite" data-skeleton="">
      <Bar $width="min(420px, 70%)" $height={40} />
      <Bar $width="100%" $height={48} />
      <Bar $width="100%" $height={160} />
      <Bar $width="100%" $height={160} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </PageFrame>
  );
}
