import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * A box's frame: a 1px border, rounded corners and a background, each named from the theme
 * (`framed('border', 'medium', 'surface')`).
 */
export const framed = (
  border: keyof DefaultTheme['colors'],
  radius: keyof DefaultTheme['radii'],
  background: keyof DefaultTheme['colors'],
) => css`
  border: 1px solid ${({ theme }) => theme.colors[border]};
  border-radius: ${({ theme }) => theme.radii[radius]};
  background: ${({ theme }) => theme.colors[background]};
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  ${framed('border', 'large', 'surface')}

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4, theme }) => theme.space($gap)};
`;

/** A list without bullets or indent: its items in one column, `$gap` apart. */
export const StackList = styled.ul<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 3, theme }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.div<{ $gap?: number; $wrap?: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap = 3, theme }) => theme.space($gap)};
`;

/** The page's focus ring: every focused control's, and a drawn control's in place of its input. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

/** A heading and what goes with it (actions, a count) on one line, pushed apart; wraps when narrow. */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Long values (a URL, a token, a secret) wrap anywhere rather than widen a phone's page. */
export const WrappingCode = styled.code`
  display: block;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.95rem;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  letter-spacing: 0.02em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A square frame of `$size` px for a thumbnail: what it holds is clipped to its rounded corners. */
export const ThumbnailBox = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** Hidden on screen, read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
