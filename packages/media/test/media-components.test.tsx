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
