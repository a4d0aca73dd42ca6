import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { limits } from '@drops/contracts';
import { clearToastsEvent, toastEvent, type ToastMessage } from './toast-events';
import { ToastIcon } from './toast-icon';
import { toastLaneAttribute, toastLaneEvent } from './toast-lane';
import { CloseButton, Region, ToastCard, ToastDescription, ToastTitle } from './toaster.styles';

const findLane = () => document.querySelector<HTMLElement>(`[${toastLaneAttribute}]`);

/** The layout's toast lane, when the page has one (see ToastLane). */
function useToastLane(): HTMLElement | null {
  const [lane, setLane] = useState<HTMLElement | null>(findLane);
  useEffect(() => {
    const update = () => setLane(findLane());
    update();
    window.addEventListener(toastLaneEvent, update);
    return () => window.removeEventListener(toastLaneEvent, update);
  }, []);
  return lane;
}

/**
 * Shows every toast raised on the page (by the shell or any remote) for 4 seconds (spec
 * section 9), with a close button. Rendered once per page.
 */
export function Toaster({ durationMs = limits.toastMs }: { durationMs?: number }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lane = useToastLane();

  useEffect(() => {
    const activeTimers = timers.current;
    const dismiss = (id: string) => {
      clearTimeout(activeTimers.get(id));
      activeTimers.delete(id);
      setToasts((current) => current.filter((item) => item.id !== id));
    };
    const onToast = (event: Event) => {
      const message = (event as CustomEvent<ToastMessage>).detail;
      setToasts((current) => [...current, message]);
      activeTimers.set(
        message.id,
        setTimeout(() => dismiss(message.id), durationMs),
      );
    };
    const onClear = () => {
      activeTimers.forEach((timer) => clearTimeout(timer));
      activeTimers.clear();
      setToasts([]);
    };
    window.addEventListener(toastEvent, onToast);
    window.addEventListener(clearToastsEvent, onClear);
    return () => {
      window.removeEventListener(toastEvent, onToast);
      window.removeEventListener(clearToastsEvent, onClear);
      activeTimers.forEach((timer) => clearTimeout(timer));
      activeTimers.clear();
    };
  }, [durationMs]);

  const close = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((item) => item.id !== id));
  };

  const region = (
    <Region role="region" aria-label="Notifications" aria-live="polite" $inLane={lane !== null}>
      {toasts.map((item) => (
        <ToastCard
          key={item.id}
          $variant={item.variant}
          role={item.variant === 'error' ? 'alert' : 'status'}
        >
          <ToastIcon variant={item.variant} />
          <div>
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <CloseButton aria-label="Close notification" onClick={() => close(item.id)}>
            ×
          </CloseButton>
        </ToastCard>
      ))}
    </Region>
  );
  // In the layout's lane when there is one (it never covers an action), floating otherwise.
  return lane ? createPortal(region, lane) : region;
}
