import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Row, framed } from './layout';

const NativeDialog = styled.dialog`
  width: min(480px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(6)};
  ${framed('border', 'large', 'surface')}
  color: ${({ theme }) => theme.colors.text};

  &::backdrop {
    background: rgb(0 0 0 / 65%);
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.375rem;
  text-transform: uppercase;
`;

const Body = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  onClose: () => void;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert, closes on
 * Escape and gives focus back to what opened it. Focus starts on the action marked
 * `data-autofocus`, if any, else on the first.
 *
 * A closed dialog renders nothing inside: text queries that look past `display: none`
 * (Playwright's locators) would otherwise find its title and buttons while it is shut. The page
 * behind is left to the browser's inertness, not hidden by `aria-hidden`: it stays readable, as
 * the dashboard under the first-login dialog.
 */
export function Dialog({ open, title, children, actions, onClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The browser starts on the first button; an action marked `data-autofocus` (the safe one,
    // where the first would throw work away) is started on instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, [open]);

  return (
    <NativeDialog
      ref={ref}
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <Title id={titleId}>{title}</Title>
          <Body>{children}</Body>
          <Row $gap={3} $wrap>
            {actions}
          </Row>
        </>
      )}
    </NativeDialog>
  );
}

export interface ConfirmDialogProps extends Omit<DialogProps, 'actions'> {
  /** The first button: closes, as Escape does, without doing anything. */
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** `danger` for what cannot be undone or throws work away. */
  confirmVariant?: 'primary' | 'danger';
  /** The confirmed work is on its way: its button is disabled meanwhile. */
  busy?: boolean;
  onConfirm: () => void;
}

/** A question with two answers: a secondary button that closes, then the one that goes on. */
export function ConfirmDialog({
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  onConfirm,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      actions={
        <>
          <Button $variant="secondary" onClick={dialog.onClose}>
            {cancelLabel}
          </Button>
          <Button $variant={confirmVariant} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
