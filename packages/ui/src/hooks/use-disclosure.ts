import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent,
  type RefObject,
  type SetStateAction,
} from 'react';

/** What a disclosure's root, button and panel are given by `useDisclosure`. */
export interface Disclosure {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  /** Closes it and gives focus back to the button (an item that goes away with the panel). */
  closeToButton: () => void;
  /** The panel's `id`. */
  panelId: string;
  /** Spread on the root: its ref, and the `onBlur` by which focus moving outside closes it. */
  rootProps: {
    ref: RefObject<HTMLDivElement | null>;
    onBlur: (event: FocusEvent<HTMLDivElement>) => void;
  };
  /** Spread on the button: its ref, and the panel it opens (`aria-expanded`, `aria-controls`). */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
  };
}

/**
 * A disclosure (a button that shows a panel beside it, as the user menu and the notifications
 * bell): Escape closes it and returns focus to the button; a pointer down outside the root
 * closes it; focus moving on to an element outside (Tab past the last item, Shift+Tab before
 * the button) closes it. A click on nothing focusable is left to the pointer check, as a browser
 * may not focus a button on click.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeToButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeToButton();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, closeToButton]);

  const closeWhenFocusLeaves = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }, []);

  return {
    open,
    setOpen,
    closeToButton,
    panelId,
    rootProps: { ref: rootRef, onBlur: closeWhenFocusLeaves },
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId },
  };
}
