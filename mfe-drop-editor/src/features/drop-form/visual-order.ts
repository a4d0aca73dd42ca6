import type { VisualValue } from './form-values';

/** Moves one visual; a video may only ever be first. */
export function moveVisual(visuals: VisualValue[], from: number, to: number): VisualValue[] {
  if (to < 0 || to >= visuals.length || from === to) return visuals;
  const next = [...visuals];
  const [moved] = next.splice(from, 1);
  if (!moved) return visuals;
  next.splice(to, 0, moved);
  return next.slice(1).some((visual) => visual.type === 'video') ? visuals : next;
}
