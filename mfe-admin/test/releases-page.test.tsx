import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getRemoteRelease,
  listRemoteReleases,
  reportRemoteLoads,
  setRemoteChannel,
} from '@drops/api-client';
import type { RemoteRelease } from '@drops/contracts';
import { apiClient, publishRemoteVersion, startLoadBalancer } from '@drops/stack-testing';
import { adminSignedInForEachTest, renderArea } from './render-area';

// The Releases screen (issue 28 item 6) against the real registry of the shared stack. The four
// remotes are shared by the file's tests: each test works on a remote of its own.

const admin = adminSignedInForEachTest();
const adminApi = () => apiClient({ token: admin().token });

async function release(remote: string): Promise<RemoteRelease> {
  return (await getRemoteRelease(adminApi(), remote)).data;
}

/** Two new versions of `remote`, older first; the remote's first ever becomes its stable. */
async function twoVersions(remote: string): Promise<[string, string]> {
  const older = await publishRemoteVersion(remote, admin().token);
  const newer = await publishRemoteVersion(remote, admin().token);
  return [older.version, newer.version];
}

/** The channel decided on the remote as it stands: `stable`, and a canary when given. */
async function setChannel(
  remote: string,
  stable: string,
  canary?: { version: string; percent: number },
) {
  const current = await release(remote);
  await setRemoteChannel(adminApi(), remote, {
    stable,
    ...(canary && { canary }),
    reason: 'set up by the test',
    version: current.channel.version,
  });
}

const card = (label: string) => screen.findByRole('region', { name: label });
const row = (scope: HTMLElement, version: string) =>
  within(scope).getByText(version, { selector: 'td code' }).closest('tr') as HTMLElement;

async function chooseAction(scope: HTMLElement, version: string, action: string) {
  const actions = within(row(scope, version)).getByRole('group', {
    name: `Actions for ${version}`,
  });
  await userEvent.click(within(actions).getByRole('button', { name: action }));
}

/** Every card's history has arrived: nothing is left to land after the test. */
async function historiesShown() {
  await waitFor(() => expect(screen.queryAllByText('Loading history...')).toHaveLength(0));
}

afterEach(historiesShown);

describe('/admin/releases', () => {
  it('lists the four remotes; a remote never released says "No versions yet"', async () => {
    const unreleased = (await listRemoteReleases(adminApi())).data.filter(
      (remote) => remote.versions.length === 0,
    );
    expect(unreleased.length).toBeGreaterThan(0);
    renderArea('/admin/releases');
    expect(await screen.findByRole('heading', { name: 'Releases' })).toBeInTheDocument();
    for (const label of ['Seller dashboard', 'Drop editor', 'Profile', 'Administration'])
      expect(await card(label)).toBeInTheDocument();
    expect(screen.getAllByText('No versions yet')).toHaveLength(unreleased.length);
    expect(screen.getByRole('link', { name: 'Releases' })).toHaveAttribute(
      'href',
      '/admin/releases',
    );
  });

  it('shows "Failed to fetch releases" with Retry, and the remotes after Retry', async () => {
    const balancer = await startLoadBalancer({
      failWith: { method: 'GET', path: '/admin/remotes', status: 502 },
    });
    renderArea('/admin/releases', balancer.apiUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch releases');
    expect(screen.queryByText('Loading releases...')).not.toBeInTheDocument();
    await balancer.stopFailing();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Seller dashboard')).toBeInTheDocument();
  });

  it('sets a canary, promotes it and rolls back, each with a reason and a confirmation', async () => {
    const remote = 'mfeSellerDashboard';
    const [older, newer] = await twoVersions(remote);
    await setChannel(remote, older);
    renderArea('/admin/releases');
    const dashboard = await card('Seller dashboard');
    await within(dashboard).findByText(newer, { selector: 'td code' });
    // Newest first, with who registered it and its last hour.
    const versions = within(dashboard).getAllByRole('row').slice(1);
    expect(versions[0]).toHaveAttribute('data-version', newer);
    expect(versions[1]).toHaveAttribute('data-version', older);
    expect(row(dashboard, newer)).toHaveTextContent(admin().user.email);
    expect(row(dashboard, newer)).toHaveTextContent('0 loads, 0 failures');
    expect(row(dashboard, older)).toHaveTextContent('Stable');

    await chooseAction(dashboard, newer, 'Set canary');
    let dialog = await screen.findByRole('dialog', { name: 'Set canary' });
    expect(within(dialog).getByLabelText('Version')).toHaveValue(newer);
    const percent = within(dialog).getByLabelText('Share of visitors (%)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    expect(within(dialog).getByText('Say why (a reason is required)')).toBeInTheDocument();
    expect((await release(remote)).channel.canary).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Try the new list on a quarter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    expect(await screen.findByText('Channel updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(dashboard).getByText(`${newer} to 25% of visitors`)).toBeInTheDocument();
    expect((await release(remote)).channel.canary).toMatchObject({ version: newer, percent: 25 });

    await chooseAction(dashboard, newer, 'Promote');
    dialog = await screen.findByRole('dialog', { name: 'Promote canary' });
    expect(dialog).toHaveTextContent(`Promote the canary ${newer} to stable for every visitor?`);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No failures in an hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(row(dashboard, newer)).toHaveTextContent('Stable'));
    expect(within(dashboard).getByText('No canary')).toBeInTheDocument();

    await chooseAction(dashboard, older, 'Roll back');
    dialog = await screen.findByRole('dialog', { name: 'Roll back' });
    expect(within(dialog).getByLabelText('Roll back to')).toHaveValue(older);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Sellers report a blank list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(row(dashboard, older)).toHaveTextContent('Stable'));
    const channel = (await release(remote)).channel;
    expect(channel.stable?.version).toBe(older);
    expect(channel.canary).toBeNull();
    // The history names each change with its reason and who made it.
    const history = await within(dashboard).findByRole('list', { name: `History ${remote}` });
    await waitFor(() => expect(history).toHaveTextContent('Rolled back'));
    expect(history).toHaveTextContent('Sellers report a blank list');
    expect(history).toHaveTextContent('Promoted');
    expect(history).toHaveTextContent('“No failures in an hour”');
    expect(history).toHaveTextContent(admin().user.email);
  });

  it('a channel changed meanwhile shows the fresh channel and says so; confirming again saves', async () => {
    const remote = 'mfeDropEditor';
    const [older, newer] = await twoVersions(remote);
    await setChannel(remote, older);
    renderArea('/admin/releases');
    const editor = await card('Drop editor');
    await within(editor).findByText(newer, { selector: 'td code' });
    await chooseAction(editor, newer, 'Set canary');
    const dialog = await screen.findByRole('dialog', { name: 'Set canary' });
    // Someone else (another administrator, a pipeline) changes the channel first.
    await setChannel(remote, older, { version: newer, percent: 5 });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'A tenth of visitors');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone changed this channel since you loaded it.',
    );
    expect(dialog).toHaveTextContent(`Now: stable ${older}; canary ${newer} to 5% of visitors.`);
    expect(within(editor).getByText(`${newer} to 5% of visitors`)).toBeInTheDocument();
    expect((await release(remote)).channel.canary).toMatchObject({ percent: 5 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await release(remote)).channel.canary).toMatchObject({ version: newer, percent: 10 });
  });

  it('shows an automatic rollback in the history, with the loads and failures of each version', async () => {
    const remote = 'mfeProfile';
    const [older, newer] = await twoVersions(remote);
    await setChannel(remote, older, { version: newer, percent: 50 });
    await reportRemoteLoads(apiClient(), [
      { remote, version: newer, kind: 'evaluate-failed', count: 60 },
      { remote, version: older, kind: 'load-ok', count: 100 },
    ]);
    // The registry checks its canaries every 5 s.
    await waitFor(async () => expect((await release(remote)).channel.canary).toBeNull(), {
      timeout: 20_000,
      interval: 500,
    });
    renderArea('/admin/releases');
    const profile = await card('Profile');
    await within(profile).findByText(newer, { selector: 'td code' });
    expect(row(profile, newer)).toHaveTextContent('60 loads, 60 failures');
    expect(row(profile, newer)).toHaveTextContent('100.0% failed');
    expect(row(profile, older)).toHaveTextContent('100 loads, 0 failures');
    const history = await within(profile).findByRole('list', { name: `History ${remote}` });
    const automatic = await within(history).findByText('Automatic rollback');
    expect(automatic.closest('li')).toHaveAttribute('data-automatic', 'true');
  }, 40_000);

  it('creates a release token shown once with Copy; it registers versions of its remote', async () => {
    const remote = 'mfeAdmin';
    renderArea('/admin/releases');
    const area = await card('Administration');
    expect(within(area).getByText('No release token yet')).toBeInTheDocument();
    await userEvent.click(
      within(area).getByRole('button', { name: 'Create release token (Administration)' }),
    );
    const heading = await within(area).findByRole('heading', { name: 'New release token' });
    await waitFor(() => expect(heading).toHaveFocus());
    const token = within(area).getByTestId('release-token').textContent ?? '';
    expect(within(area).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    // The token is a pipeline's: it publishes a version of this remote without a password.
    const published = await publishRemoteVersion(remote, token);
    const listed = await release(remote);
    expect(listed.versions[0]).toMatchObject({
      version: published.version,
      registeredBy: `release token ${remote}`,
    });

    await userEvent.click(within(area).getByRole('button', { name: 'I have saved it' }));
    expect(within(area).queryByTestId('release-token')).not.toBeInTheDocument();
    expect(
      await within(area).findByText(new RegExp(`^Created .* by ${admin().user.email}$`)),
    ).toBeInTheDocument();
    // A second token replaces the first: asked first, as the pipeline's token stops working.
    await userEvent.click(
      within(area).getByRole('button', { name: 'Replace release token (Administration)' }),
    );
    const replace = await screen.findByRole('dialog', { name: 'Replace release token' });
    expect(replace).toHaveTextContent('The current one stops working at once.');
    await userEvent.click(within(replace).getByRole('button', { name: 'Cancel' }));
    expect(within(area).queryByTestId('release-token')).not.toBeInTheDocument();
  });
});
