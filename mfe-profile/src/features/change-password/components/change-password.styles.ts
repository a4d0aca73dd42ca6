import styled from 'styled-components';
import { Card } from '@drops/ui';

/** As wide as the profile's own cards above it (their form stops at 880 px). */
export const PasswordCard = styled(Card)`
  width: 100%;
  max-width: 880px;
`;
