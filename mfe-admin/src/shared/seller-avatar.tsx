import { thumbnailUrlFor, useMediaUrl } from '@drops/media';
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
      // The thumbnail that fills the avatar on this screen, the original until it is made.
      src={media.status === 'ready' ? thumbnailUrlFor(media, size) : undefined}
      size={size}
    />
  );
}
