/** Session storage: this tab only, so another tab's sign-in never reads this tab's mark. */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** A one-time mark in this tab: `take` reads it and forgets it. */
export function tabMark(key: string) {
  return {
    set: () => tabStorage()?.setItem(key, '1'),
    take: (): boolean => {
      const storage = tabStorage();
      const marked = storage?.getItem(key) === '1';
      storage?.removeItem(key);
      return marked;
    },
  };
}
