import styled from 'styled-components';
import { focusRing } from '@drops/ui';

export const SlotGrid = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Slot = styled.li<{ $first?: boolean; $invalid?: boolean; $over?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 2px dashed
    ${({ $invalid, $over, theme }) =>
      $invalid ? theme.colors.danger : $over ? theme.colors.accent : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${({ $first, theme }) => $first && `${theme.media.mobile} { grid-column: 1 / -1; }`}
`;

export const SlotLabel = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Preview = styled.div`
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};

  img,
  video,
  [role='status'],
  [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The whole empty slot is the picker: a label wrapping a visually hidden file input. */
export const PickArea = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  aspect-ratio: 1;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8125rem;
  font-weight: 600;
  text-align: center;
  cursor: pointer;

  &:has(input:focus-visible) {
    ${focusRing}
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

export const Plus = styled.span`
  font-size: 1.75rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accent};
`;

export const SlotActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};

  button {
    flex: 1 1 auto;
    min-width: 36px;
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

export const SlotMessage = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

export const Progress = styled.progress`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.accent};
`;

export const UploadingBox = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  aspect-ratio: 1;
  font-size: 0.75rem;
  overflow-wrap: anywhere;
`;
