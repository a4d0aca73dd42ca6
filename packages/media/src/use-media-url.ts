import { useEffect, useState } from 'react';
import { useMediaClient } from './media-context';
import type { ThumbnailLinks } from '@drops/contracts';
import { isHttpLink, resolveMedia } from './resolve';

export type MediaState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; url: string; thumbnails?: ThumbnailLinks[] }
  | { status: 'failed'; message: string };

/** Resolves a key or link for display; re-resolves when the value changes. */
export function useMediaUrl(value: string | null | undefined): MediaState {
  const client = useMediaClient();
  const [state, setState] = useState<MediaState>(() => {
    if (!value) return { status: 'empty' };
    return isHttpLink(value) ? { status: 'ready', url: value } : { status: 'loading' };
  });

  useEffect(() => {
    if (!value) {
      setState({ status: 'empty' });
      return;
    }
    if (isHttpLink(value)) {
      setState({ status: 'ready', url: value });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    resolveMedia(client, value).then(
      (media) => current && setState({ status: 'ready', ...media }),
      (error: unknown) =>
        current &&
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [client, value]);

  return state;
}
