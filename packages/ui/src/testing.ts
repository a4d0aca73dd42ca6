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

/**
 * For a suite whose tests each pick a screen width: call it once in the suite, then the answer
 * it returns for each test's width; every width answered is undone after each test.
 */
export function screenWidthPerTest(): (width: 'mobile' | 'desktop') => void {
  const restores: (() => void)[] = [];
  afterEach(() =>
    restores
      .splice(0)
      .reverse()
      .forEach((restore) => restore()),
  );
  return (width) => {
    restores.push(answerScreenWidth(width));
  };
}
