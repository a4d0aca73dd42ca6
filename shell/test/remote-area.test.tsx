import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppConfigProvider } from '../src/app/app-config';
import { RemoteArea } from '../src/remotes/remote-area';
import { RemoteErrorBoundary } from '../src/remotes/remote-error-boundary';
import { renderScreen } from './render';

describe('a remote area that cannot load', () => {
  it('holds its place with a skeleton while it loads, "Loading page..." read out', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(
      <AppConfigProvider apiBaseUrl="http://127.0.0.1:9/api/v1">
        <RemoteArea remote="mfeProfile" />
      </AppConfigProvider>,
    );
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading page...');
    expect(loading).toHaveAttribute('data-skeleton');
    expect(
      await screen.findByText('The profile editor is unavailable right now.'),
    ).toBeInTheDocument();
  });

  it('shows "unavailable" with a retry while the rest of the page stays', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(
      <AppConfigProvider apiBaseUrl="http://127.0.0.1:9/api/v1">
        <nav>Layout navigation</nav>
        <RemoteArea remote="mfeProfile" />
        <RemoteArea remote="mfeSellerDashboard" />
      </AppConfigProvider>,
    );
    // No federation runtime runs under Jest, so every load fails like a remote that is down.
    expect(
      await screen.findByText('The profile editor is unavailable right now.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The dashboard is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByText('Layout navigation')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    expect(
      await screen.findByText('The profile editor is unavailable right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The profile editor' })).toBeInTheDocument();
  });
});

describe('a remote area whose code throws', () => {
  it('is caught by its own boundary; Retry renders it again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>Area content</p>;
    }
    renderScreen(
      <>
        <nav>Layout navigation</nav>
        <RemoteErrorBoundary
          onRetry={() => undefined}
          fallback={(retry) => <button onClick={retry}>Try again</button>}
        >
          <Flaky />
        </RemoteErrorBoundary>
      </>,
    );
    expect(screen.getByText('Layout navigation')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Area content')).toBeInTheDocument();
  });
});
