/**
 * For tests in jsdom, which has no width and no `matchMedia`: makes `useIsMobile` (and any media
 * query) answer as a phone or a desktop would. Returns the undo; not part of the browser bundle.
 */
export function answerScreenWidth(width: 'mobile' | 'desktop'): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: width === 'mobile' && query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
