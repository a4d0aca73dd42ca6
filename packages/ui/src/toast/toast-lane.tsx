import { useEffect } from 'react';
import styled from 'styled-components';

/** Announced on the window when a lane comes or goes: the shell's Toaster moves its toasts. */
export const toastLaneEvent = 'drops:toast-lane';
export const toastLaneAttribute = 'data-toast-lane';

const Lane = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  &:empty {
    display: none;
  }
`;

/**
 * Where a layout keeps its page's toasts: a place with no action under it (a sidebar's empty
 * foot), or a place in the flow that the content makes room for. Without one on the page, the
 * toasts float in the bottom-right corner. A layout renders at most one at a width.
 */
export function ToastLane({ className }: { className?: string }) {
  useEffect(() => {
    window.dispatchEvent(new Event(toastLaneEvent));
    return () => {
      // After this lane has left the page, so the Toaster finds it gone.
      queueMicrotask(() => window.dispatchEvent(new Event(toastLaneEvent)));
    };
  }, []);
  return <Lane className={className} {...{ [toastLaneAttribute]: '' }} />;
}
