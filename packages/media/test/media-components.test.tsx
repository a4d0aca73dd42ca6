import { fireEvent, render, screen } from '@testing-library/react';
import { createApiClient } from '@drops/api-client';
import { UiProvider } from '@drops/ui';
import { MediaImage, MediaProvider, MediaVideo, clearMediaCache, placeholderImage } from '../src';

/** The network boundary: answers the signed-link call like the gateway does. */
function fetchAnswering(status: number, body: unknown): typeof fetch {
  return (async () => ({
    ok: status < 400,
    status,
    json: async () => body,
  })) as unknown as typeof fetch;
}

function renderWith(fetchImplementation: typeof fetch, element: React.ReactElement) {
  const client = createApiClient({
    baseUrl: 'http://gateway.test/api/v1',
    fetch: fetchImplementation,
  });
  return render(
    <UiProvider>
      <MediaProvider client={client}>{element}</MediaProvider>
    </UiProvider>,
  );
}

beforeEach(() => clearMediaCache());

describe('MediaImage', () => {
  it('shows "Loading" while the link is fetched, then the image', async () => {
    const signed = {
      success: true,
      signedUrl: 'http://files.test/p.png?s=1',
      data: { signedUrl: 'http://files.test/p.png?s=1' },
    };
    renderWith(fetchAnswering(200, signed), <MediaImage source="products/p.png" alt="Drop" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // A skeleton of the image's size on screen; the spec's word is for screen readers only.
    expect(screen.getByRole('status')).toHaveAttribute('data-skeleton');
    expect(screen.getByText('Loading')).not.toBe(screen.getByRole('status'));
    expect(screen.getByText('Loading')).toHaveStyle({ position: 'absolute', width: '1px' });
    expect(await screen.findByRole('img', { name: 'Drop' })).toHaveAttribute(
      'src',
      'http://files.test/p.png?s=1',
    );
  });

  it('falls back to the placeholder when the link fails', async () => {
    renderWith(
      fetchAnswering(404, { success: false, error: 'FILE_NOT_FOUND' }),
      <MediaImage source="products/gone.png" alt="Drop" />,
    );
    expect(await screen.findByRole('img', { name: 'Drop' })).toHaveAttribute(
      'src',
      placeholderImage,
    );
  });

  it('shows AVIF and WebP thumbnails in a <picture> once they are made, the original before', async () => {
    const original = 'http://files.test/p.jpg?s=1';
    const thumbnails = [96, 320, 960].map((width) => ({
      width,
      avif: `http://files.test/p.jpg.w${width}.avif?s=1`,
      webp: `http://files.test/p.jpg.w${width}.webp?s=1`,
    }));
    const { container } = renderWith(
      fetchAnswering(200, {
        success: true,
        signedUrl: original,
        data: { signedUrl: original },
        thumbnails,
      }),
      <MediaImage source="products/p.jpg" alt="Drop" sizes="48px" fallbackWidth={48} />,
    );
    const image = await screen.findByRole('img', { name: 'Drop' });
    expect(image).toHaveAttribute('src', 'http://files.test/p.jpg.w96.webp?s=1');
    expect(image).toHaveAttribute('sizes', '48px');
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      thumbnails.map((thumbnail) => `${thumbnail.avif} ${thumbnail.width}w`).join(', '),
    );
    // A thumbnail that fails to load gives way to the original.
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Drop' })).toHaveAttribute('src', original);
    expect(container.querySelector('picture')).toBeNull();
  });

  it('shows the original while the thumbnails are being made', async () => {
    const original = 'http://files.test/q.jpg?s=1';
    const { container } = renderWith(
      fetchAnswering(200, { success: true, signedUrl: original, data: { signedUrl: original } }),
      <MediaImage source="products/q.jpg" alt="Drop" sizes="48px" />,
    );
    expect(await screen.findByRole('img', { name: 'Drop' })).toHaveAttribute('src', original);
    expect(container.querySelector('picture')).toBeNull();
  });

  it('falls back to the placeholder when the image itself fails', () => {
    renderWith(
      fetchAnswering(200, {}),
      <MediaImage source="https://cdn.test/broken.png" alt="Drop" />,
    );
    const image = screen.getByRole('img', { name: 'Drop' });
    expect(image).toHaveAttribute('src', 'https://cdn.test/broken.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImage);
  });
});

describe('MediaVideo', () => {
  it('says "Video not available" when it cannot be played', () => {
    const { container } = renderWith(
      fetchAnswering(200, {}),
      <MediaVideo source="https://cdn.test/clip.mp4" label="Clip" />,
    );
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    fireEvent.error(video as HTMLVideoElement);
    expect(screen.getByText('Video not available')).toBeInTheDocument();
  });
});
