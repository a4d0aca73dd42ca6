/**
 * Gives focus to a control once React has applied a change that removed or moved the focused
 * one (a removed chip, a moved visual): left alone, the browser drops focus to the page body and
 * a keyboard user starts again from the top.
 */
export function focusAfterChange(find: () => HTMLElement | null | undefined): void {
  window.requestAnimationFrame(() => find()?.focus());
}

/** The first enabled element of a list of candidates, in order of preference. */
export function firstEnabled(
  candidates: (HTMLElement | null | undefined)[],
): HTMLElement | undefined {
  return (
    candidates.find(
      (candidate): candidate is HTMLElement =>
        candidate instanceof HTMLElement && !(candidate as HTMLButtonElement).disabled,
    ) ?? undefined
  );
}
