import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { canApplyToSell, type Seller } from '@drops/contracts';
import { thumbnailUrlFor, useMediaUrl } from '@drops/media';
import { Avatar } from '@drops/ui';
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
 * Sell (when allowed) and Logout. A disclosure: Tab moves through the items, Escape closes and returns to the button,
 * and focus moving on past the last item closes it.
 */
export function UserMenu({ seller }: { seller: Seller }) {
  const [open, setOpen] = useState(false);
  const [applying, setApplying] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const avatar = useMediaUrl(seller.profileImage || null);
  const avatarUrl = avatar.status === 'ready' ? thumbnailUrlFor(avatar, 40) : null;

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // Tab past the last item (or Shift+Tab before the button) leaves the panel open over the page
  // otherwise. Only a move to another element counts: a click on nothing focusable (or a browser
  // that does not focus buttons on click) is left to the pointerdown check above.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <MenuRoot ref={rootRef} onBlur={closeWhenFocusLeaves}>
      <MenuButton
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
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
                setOpen(false);
                buttonRef.current?.focus();
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
              setOpen(false);
              buttonRef.current?.focus();
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
