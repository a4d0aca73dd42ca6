import styled from 'styled-components';
import { ThumbnailBox } from '@drops/ui';

export const ThumbnailFrame = styled(ThumbnailBox)`
  img,
  video,
  & > [role] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > [role] {
    padding: 2px;
    font-size: 0.625rem;
    line-height: 1.1;
    text-align: center;
  }
`;

/** The play mark that tells a video drop from an image one at a glance. */
export const PlayMark = styled.span`
  position: absolute;
  right: 3px;
  bottom: 3px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgb(0 0 0 / 70%);
  color: #fff;
  font-size: 0.5625rem;
  pointer-events: none;
`;
