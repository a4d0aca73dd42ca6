import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { routerFuture } from '@drops/federation';
import type { SellerSession } from '@drops/session';
import {
  signedInSeller,
  stackApiUrl,
  storeSellerSession,
  unreachableApiUrl,
} from '@drops/stack-testing';
import { UiProvider } from '@drops/ui';
import SellerDashboardArea from '../src/routes';
import { collectToasts } from './render-dashboard';

// The Integrations page against the real gateway and catalog (@drops/stack-testing, whose
// catalog accepts private targets), a receiver of the test's own on 127.0.0.1.

collectToasts();

function renderIntegrations(session: SellerSession, apiBaseUrl = stackApiUrl()) {
  storeSellerSession(session);
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={['/integrations']} future={routerFuture}>
        <Routes>
          <Route path="/integrations" element={<SellerDashboardArea apiBaseUrl={apiBaseUrl} />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = 202;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('Integrations', () => {
  it('loads, is empty, adds an endpoint with its secret shown once, and lists a test delivery', async () => {
    const user = userEvent.setup();
    renderIntegrations(await signedInSeller());
    // The page is a lazy chunk (issue 28): its own loading line, then the endpoints'.
    expect(screen.getByRole('status')).toHaveTextContent('Loading integrations...');
    expect(await screen.findByText('Loading endpoints...')).toBeInTheDocument();
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ADD ENDPOINT' }));
    expect(screen.getByText('Endpoint URL is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Endpoint URL/), receiverUrl);
    await user.click(screen.getByRole('checkbox', { name: 'Drop published' }));
    expect(screen.getByRole('checkbox', { name: 'Drop published' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'ADD ENDPOINT' }));
    expect(await screen.findByText('Choose at least one event')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Drop live' }));
    await user.click(screen.getByRole('button', { name: 'ADD ENDPOINT' }));

    const heading = await screen.findByRole('heading', { name: 'Signing secret' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Issue 31 item 9: the form is empty again for the next endpoint, its events as at first.
    expect(screen.getByLabelText(/Endpoint URL/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Drop live' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Drop published' })).toBeChecked();
    const secret = screen.getByText(/^whsec_/).textContent ?? '';
    expect(secret).toMatch(/^whsec_/);
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();

    const endpoint = screen.getByRole('region', { name: receiverUrl });
    expect(endpoint).toHaveTextContent('Active');
    expect(endpoint).toHaveTextContent('Events: Drop live');
    await user.click(within(endpoint).getByRole('button', { name: 'Send test' }));
    const delivered = await within(endpoint).findByRole(
      'listitem',
      { name: 'webhook.test, Delivered' },
      { timeout: 10_000 },
    );
    expect(delivered).toHaveTextContent('202');
    expect(delivered).toHaveTextContent('1 attempt');
    expect(received.some((message) => message.body.includes('"webhook.test"'))).toBe(true);
  });

  it('shows the server refusing a URL on its field', async () => {
    const user = userEvent.setup();
    renderIntegrations(await signedInSeller());
    await screen.findByText('No endpoints yet');
    await user.type(screen.getByLabelText(/Endpoint URL/), 'ftp://127.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'ADD ENDPOINT' }));
    expect(await screen.findByText('The endpoint URL must use https')).toBeInTheDocument();
    expect(screen.getByText('No endpoints yet')).toBeInTheDocument();
  });

  it('shows the error with Retry when the API cannot be reached', async () => {
    renderIntegrations(await signedInSeller(), unreachableApiUrl);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: /);
  });
});
