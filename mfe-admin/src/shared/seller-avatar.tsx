import { useMediaUrl } from '@drops/media';
import { Avatar } from '@drops/ui';

/** The seller's profile image (a stored key, signed on demand), or the username's initial. */
export function SellerAvatar({
  username,
  profileImage,
  size = 36,
}: {
  username: string;
  profileImage: string | null | undefined;
  size?: number;
}) {
  const media = useMediaUrl(profileImage);
  return (
    <Avatar
      username={username}
      src={media.status === 'ready' ? media.url : undefined}
      size={size}
    />
  );
}
