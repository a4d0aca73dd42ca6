import styled from 'styled-components';
import { countries, type Seller } from '@drops/contracts';
import { MediaImage } from '@drops/media';
import { Card, SectionTitle, Stack } from '@drops/ui';
import { profileMessages } from '../../../messages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Portrait = styled(MediaImage)`
  width: 120px;
  height: 120px;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
`;

const countryName = (code: string) =>
  countries.find((country) => country.code === code)?.name ?? code;

/** The profile's three sections as the server holds them. */
export function ProfileSummary({ seller }: { seller: Seller }) {
  const text = (value: string) => value || profileMessages.none;
  return (
    <Stack $gap={4}>
      <Card>
        <Stack>
          <SectionTitle>{profileMessages.mainInformation}</SectionTitle>
          <Facts>
            <dt>{profileMessages.username}</dt>
            <dd>{seller.username}</dd>
            <dt>{profileMessages.email}</dt>
            <dd>{seller.email}</dd>
            <dt>{profileMessages.fullName}</dt>
            <dd>{text(seller.fullName)}</dd>
            <dt>{profileMessages.roles}</dt>
            <dd>{text(seller.roles.map(profileMessages.roleLabel).join(', '))}</dd>
            <dt>{profileMessages.country}</dt>
            <dd>{text(countryName(seller.country))}</dd>
            <dt>{profileMessages.privateProfile}</dt>
            <dd>{seller.isPrivateProfile ? profileMessages.yes : profileMessages.no}</dd>
          </Facts>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <SectionTitle>{profileMessages.profileImage}</SectionTitle>
          <Portrait source={seller.profileImage || null} alt={seller.username} />
        </Stack>
      </Card>
      <Card>
        <Stack>
          <SectionTitle>{profileMessages.additionalInformation}</SectionTitle>
          <Facts>
            <dt>{profileMessages.shortBio}</dt>
            <dd>{text(seller.bio)}</dd>
            <dt>{profileMessages.workLink}</dt>
            <dd>{text(seller.portfolioLink)}</dd>
            <dt>{profileMessages.vision}</dt>
            <dd>{text(seller.vision)}</dd>
          </Facts>
        </Stack>
      </Card>
    </Stack>
  );
}
