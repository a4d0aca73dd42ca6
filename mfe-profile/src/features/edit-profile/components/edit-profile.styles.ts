import styled, { css } from 'styled-components';
import { Card, focusRing, framed, spreadRow, twoColumnGrid } from '@drops/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  width: 100%;
  max-width: 880px;
`;

/** Title, and on small screens the Private Profile toggle under it (spec section 2). */
export const TopArea = styled.div`
  ${spreadRow}
`;

export const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

/** Two fields side by side on large screens, stacked on small ones. */
export const FieldPair = styled.div`
  ${twoColumnGrid}
  gap: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.mobile} {
    > * {
      flex: 1;
    }
  }
`;

/** A label the spec marks required: the star is drawn, so the label's text stays the name. */
export const MarkedRequired = styled.span`
  &::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
`;

/** The switch's track and knob; on when `:checked` (an input) or `aria-pressed` (a button). */
const switchLook = css`
  appearance: none;
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  margin: 0;
  ${framed('border', 'round', 'surfaceRaised')}
  cursor: pointer;
  transition: background 120ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 120ms ease;
  }
`;

const switchOn = css`
  border-color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accent};

  &::after {
    transform: translateX(20px);
    background: ${({ theme }) => theme.colors.accentText};
  }
`;

/** A checkbox drawn as a switch: still a real input, so Space toggles it. */
export const SwitchInput = styled.input`
  ${switchLook}
  &:checked {
    ${switchOn}
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * A toggle button (`aria-pressed`) that looks like the switch above: the same track drawn
 * beside its words, on and off told apart by more than a word (issue 31 item 10).
 */
export const SwitchButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] > span:first-child {
    ${switchOn}
  }
`;

export const SwitchTrack = styled.span`
  ${switchLook}
`;
