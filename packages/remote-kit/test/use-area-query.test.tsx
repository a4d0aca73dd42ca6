import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@drops/api-client';
import { RemoteRoot, useAreaQuery } from '../src';

/**
 * A real HTTP server for the reads: `GET /api/v1/echo?value&delay` answers the value after
 * `delay` ms, with the count of reads of that value so far; while `failing` it answers that
 * status (503 unless told) with the error body.
 */
const server = {
  failing: false,
  failingStatus: 503,
  asked: [] as string[],
  http: http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
    };
    if (request.method === 'OPTIONS') return response.writeHead(204, headers).end();
    const value = url.searchParams.get('value') ?? '';
    server.asked.push(value);
    setTimeout(
      () => {
        if (server.failing) {
          response.writeHead(server.failingStatus, headers);
          const error = server.failingStatus === 503 ? 'Service unavailable' : 'Not found';
          response.end(JSON.stringify({ success: false, error }));
          return;
        }
        response.writeHead(200, headers);
        response.end(JSON.stringify({ success: true, value }));
      },
      Number(url.searchParams.get('delay') ?? 0),
    );
  }),
};
let apiBaseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise((resolve) => server.http.close(resolve)));
beforeEach(() => {
  server.failing = false;
  server.failingStatus = 503;
  server.asked = [];
});

function Echo({
  value,
  delay,
  enabled = true,
  keepPreviousData = false,
  seedsForm = false,
}: {
  value: string;
  delay: number;
  enabled?: boolean;
  keepPreviousData?: boolean;
  seedsForm?: boolean;
}) {
  const { state, retry, refresh, update } = useAreaQuery(
    ['echo', value],
    (api, signal) =>
      api
        .request<{ value: string }>('GET', '/echo', { query: { value, delay }, signal })
        .then((answer) => answer.value),
    {
      describeError: (error) => errorMessage(error, 'Failed'),
      enabled,
      keepPreviousData,
      seedsForm,
    },
  );
  return (
    <div>
      <output data-testid="state">
        {state.status === 'ready'
          ? `ready:${state.data}${state.updating ? ':updating' : ''}`
          : state.status === 'error'
            ? `error:${state.message}`
            : 'loading'}
      </output>
      <button onClick={retry}>Retry</button>
      <button onClick={() => void refresh().catch(() => undefined)}>Refresh</button>
      <button onClick={() => update((data) => `${data}!`)}>Mark</button>
    </div>
  );
}

/** Switches the value read, with a delay per value, as a search box would. */
function Switcher({
  delays,
  keepPreviousData,
}: {
  delays: Record<string, number>;
  keepPreviousData?: boolean;
}) {
  const [value, setValue] = useState(Object.keys(delays)[0] ?? '');
  return (
    <>
      {Object.keys(delays).map((name) => (
        <button key={name} onClick={() => setValue(name)}>
          Show {name}
        </button>
      ))}
      <Echo value={value} delay={delays[value] ?? 0} keepPreviousData={keepPreviousData} />
    </>
  );
}

const renderInArea = (element: React.ReactElement) =>
  render(
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
      {element}
    </RemoteRoot>,
  );

const shown = () => screen.getByTestId('state').textContent;

describe('useAreaQuery', () => {
  it('loads, then shows the answer', async () => {
    renderInArea(<Echo value="first" delay={0} />);
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('ready:first'));
  });

  it('an older, slower answer never lands over the latest one', async () => {
    renderInArea(<Switcher delays={{ slow: 400, fast: 0 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show fast' }));
    await waitFor(() => expect(shown()).toBe('ready:fast'));
    // The slow read's answer is due now; it must not replace the fast one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(shown()).toBe('ready:fast');
    expect(server.asked).toEqual(['slow', 'fast']);
  });

  it('with keepPreviousData the last answer stays on screen, marked updating, until the next lands', async () => {
    renderInArea(<Switcher delays={{ one: 0, two: 300 }} keepPreviousData />);
    await waitFor(() => expect(shown()).toBe('ready:one'));
    await userEvent.click(screen.getByRole('button', { name: 'Show two' }));
    expect(shown()).toBe('ready:one:updating');
    await waitFor(() => expect(shown()).toBe('ready:two'));
  });

  it("a 5xx is tried once more, then shows the error's message; retry reads again", async () => {
    server.failing = true;
    renderInArea(<Echo value="later" delay={0} />);
    await waitFor(() => expect(shown()).toBe('error:Service unavailable'));
    expect(server.asked).toEqual(['later', 'later']);
    server.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shown()).toBe('ready:later'));
    expect(server.asked).toEqual(['later', 'later', 'later']);
  });

  it('a 4xx is the answer: shown at once, never tried again by itself', async () => {
    server.failing = true;
    server.failingStatus = 404;
    renderInArea(<Echo value="missing" delay={0} />);
    await waitFor(() => expect(shown()).toBe('error:Not found'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(server.asked).toEqual(['missing']);
  });

  it('two screens showing the same read ask the server once', async () => {
    renderInArea(
      <>
        <Echo value="shared" delay={100} />
        <Echo value="shared" delay={100} />
      </>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('state').map((state) => state.textContent)).toEqual([
        'ready:shared',
        'ready:shared',
      ]),
    );
    expect(server.asked).toEqual(['shared']);
  });

  it('a save invalidates what it changed: shown again with the new answer, without loading', async () => {
    function SaveAndShow() {
      const queryClient = useQueryClient();
      return (
        <>
          <Echo value="saved" delay={100} />
          <button onClick={() => void queryClient.invalidateQueries({ queryKey: ['echo'] })}>
            Save
          </button>
        </>
      );
    }
    renderInArea(<SaveAndShow />);
    await waitFor(() => expect(shown()).toBe('ready:saved'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(shown()).toBe('ready:saved!');
    await waitFor(() => expect(shown()).toBe('ready:saved'));
    expect(server.asked).toEqual(['saved', 'saved']);
  });

  it('a screen opened again shows what was read at once, and reads it again behind it', async () => {
    const { unmount } = renderInArea(<Echo value="cached" delay={100} />);
    await waitFor(() => expect(shown()).toBe('ready:cached'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
    unmount();
    renderInArea(<Echo value="cached" delay={100} />);
    expect(shown()).toBe('ready:cached!');
    await waitFor(() => expect(shown()).toBe('ready:cached'));
    expect(server.asked).toEqual(['cached', 'cached']);
  });

  it('a screen opened again shows what was cached, then the error if its own read fails', async () => {
    const first = renderInArea(<Echo value="gone" delay={0} />);
    await waitFor(() => expect(shown()).toBe('ready:gone'));
    first.unmount();
    server.failing = true;
    renderInArea(<Echo value="gone" delay={0} />);
    expect(shown()).toBe('ready:gone');
    await waitFor(() => expect(shown()).toBe('error:Service unavailable'));
  });

  it('what seeds a form is read afresh on each visit and never again on focus', async () => {
    const first = renderInArea(<Echo value="form" delay={100} seedsForm />);
    await waitFor(() => expect(shown()).toBe('ready:form'));
    act(() => void window.dispatchEvent(new Event('focus')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(server.asked).toEqual(['form']);
    first.unmount();
    renderInArea(<Echo value="form" delay={100} seedsForm />);
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('ready:form'));
    expect(server.asked).toEqual(['form', 'form']);
  });

  it('once read, a failed read on focus keeps what is shown, unless the server refused it', async () => {
    renderInArea(<Echo value="kept" delay={0} />);
    await waitFor(() => expect(shown()).toBe('ready:kept'));
    server.failing = true;
    act(() => void window.dispatchEvent(new Event('focus')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(server.asked).toEqual(['kept', 'kept', 'kept']);
    expect(shown()).toBe('ready:kept');
    server.failingStatus = 404;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(shown()).toBe('error:Not found'));
  });

  it('reads again when the window gets focus, keeping what is shown meanwhile', async () => {
    renderInArea(<Echo value="focus" delay={100} />);
    await waitFor(() => expect(shown()).toBe('ready:focus'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(shown()).toBe('ready:focus!');
    await waitFor(() => expect(shown()).toBe('ready:focus'));
    expect(server.asked).toEqual(['focus', 'focus']);
  });

  it('refresh reads again quietly: the data stays on screen, and a failed refresh leaves it', async () => {
    renderInArea(<Echo value="kept" delay={100} />);
    await waitFor(() => expect(shown()).toBe('ready:kept'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
    expect(shown()).toBe('ready:kept!');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(shown()).toBe('ready:kept!');
    await waitFor(() => expect(shown()).toBe('ready:kept'));
    server.failing = true;
    await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(shown()).toBe('ready:kept!');
  });

  it('reads nothing until enabled', async () => {
    const { rerender } = renderInArea(<Echo value="gated" delay={0} enabled={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.asked).toEqual([]);
    rerender(
      <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
        <Echo value="gated" delay={0} enabled />
      </RemoteRoot>,
    );
    await waitFor(() => expect(shown()).toBe('ready:gated'));
  });
});

describe('useAreaQuery across keys', () => {
  it("never shows one key's answer as another's, not even for the render before the new read starts", async () => {
    const seen: string[] = [];
    function Recorder({ value }: { value: string }) {
      const { state } = useAreaQuery(
        ['recorded', value],
        (api, signal) =>
          api
            .request<{ value: string }>('GET', '/echo', { query: { value, delay: 50 }, signal })
            .then((answer) => answer.value),
        { describeError: () => 'Failed' },
      );
      seen.push(`${value}=${state.status === 'ready' ? state.data : state.status}`);
      return null;
    }
    const { rerender } = renderInArea(<Recorder value="a" />);
    await waitFor(() => expect(seen).toContain('a=a'));
    rerender(
      <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
        <Recorder value="b" />
      </RemoteRoot>,
    );
    await waitFor(() => expect(seen).toContain('b=b'));
    expect(seen.filter((entry) => entry.startsWith('b=')).every((entry) => entry !== 'b=a')).toBe(
      true,
    );
  });
});
