import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canApplyToSell, type Seller } from '@drops/contracts';
import { thumbnailUrlFor, useMediaUrl } from '@drops/media';
import { Avatar, useDisclosure } from '@drops/ui';
import { shellMessages } from '../../../messages';
import { ApplyToSellDialog } from './apply-to-sell-dialog';
import {
  Identity,
  ItemButton,
  ItemLink,
  MenuButton,
  MenuPanel,
  MenuRoot,
  Username,
} from './user-menu.styles';

/**
 * Avatar (or initial), username and email, then Edit Profile, Integrations (issue 17), Apply to
 * Sell (when allowed) and Logout. A disclosure (`useDisclosure`): Tab moves through the items,
 * Escape closes and returns to the button, and focus moving on past the last item closes it.
 */
export function UserMenu({ seller }: { seller: Seller }) {
  const { open, setOpen, closeToButton, panelId, rootProps, buttonProps } = useDisclosure();
  const [applying, setApplying] = useState(false);
  const navigate = useNavigate();
  const avatar = useMediaUrl(seller.profileImage || null);
  const avatarUrl = avatar.status === 'ready' ? thumbnailUrlFor(avatar, 40) : null;

  return (
    <MenuRoot {...rootProps}>
      <MenuButton
        {...buttonProps}
        aria-label={shellMessages.userMenu(seller.username)}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={avatarUrl} username={seller.username} />
        <Username>{seller.username}</Username>
      </MenuButton>
      {open ? (
        <MenuPanel id={panelId}>
          <Identity>
            <Avatar src={avatarUrl} username={seller.username} size={40} />
            <div>
              <p>{seller.username}</p>
              <p>{seller.email}</p>
            </div>
          </Identity>
          <ItemLink to="/edit-profile" onClick={() => setOpen(false)}>
            {shellMessages.editProfile}
          </ItemLink>
          <ItemLink to="/integrations" onClick={() => setOpen(false)}>
            {shellMessages.integrations}
          </ItemLink>
          {canApplyToSell(seller) ? (
            <ItemButton
              onClick={() => {
                // The dialog gives focus back to what held it when it opened: the menu button,
                // since this item goes away with the menu.
                closeToButton();
                setApplying(true);
              }}
            >
              {shellMessages.applyToSell}
            </ItemButton>
          ) : null}
          <ItemButton
            onClick={() => {
              // A navigation, so an area with unsaved work can ask first (log-out-route.tsx);
              // the menu button holds the focus the area's question gives back on Escape.
              closeToButton();
              navigate('/logout');
            }}
          >
            {shellMessages.logout}
          </ItemButton>
        </MenuPanel>
      ) : null}
      <ApplyToSellDialog open={applying} onClose={() => setApplying(false)} />
    </MenuRoot>
  );
}
