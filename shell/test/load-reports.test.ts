import type { RemoteLoadReport } from '@drops/contracts';
import { LoadReportQueue, successSampleEvery } from '../src/remotes/load-reports';
import { visitorIdKey, visitorMemory, workedVersionsKey } from '../src/remotes/visitor-memory';

function queueWith(randoms: number[]) {
  const sent: { reports: RemoteLoadReport[]; keepalive: boolean }[] = [];
  let index = 0;
  const queue = new LoadReportQueue(
    (reports, { keepalive }) => {
      sent.push({ reports, keepalive });
      return Promise.resolve();
    },
    () => randoms[index++ % randoms.length] ?? 0,
  );
  return { queue, sent };
}

describe("the shell's load reports", () => {
  it('sends every failure, and a sampled success with the count it stands for', () => {
    // 0.1 is drawn for the sample (below 1/5), 0.9 is not.
    const { queue, sent } = queueWith([0.1, 0.9, 0.1]);
    queue.add('mfeSellerDashboard', 'aaaaaaaaaaaa', 'load-ok');
    queue.add('mfeSellerDashboard', 'aaaaaaaaaaaa', 'load-ok');
    queue.add('mfeSellerDashboard', 'aaaaaaaaaaaa', 'load-ok');
    queue.add('mfeSellerDashboard', 'cccccccccccc', 'evaluate-failed');
    queue.add('mfeSellerDashboard', 'cccccccccccc', 'evaluate-failed');
    queue.flush();
    expect(sent).toEqual([
      {
        keepalive: false,
        reports: [
          {
            remote: 'mfeSellerDashboard',
            version: 'aaaaaaaaaaaa',
            kind: 'load-ok',
            count: 2 * successSampleEvery,
          },
          {
            remote: 'mfeSellerDashboard',
            version: 'cccccccccccc',
            kind: 'evaluate-failed',
            count: 2,
          },
        ],
      },
    ]);
    queue.flush(true);
    expect(sent).toHaveLength(1);
  });

  it('leaves a count of one out, and sends on keepalive when the page is left', () => {
    const { queue, sent } = queueWith([0]);
    queue.add('mfeProfile', 'bbbbbbbbbbbb', 'render-error');
    queue.flush(true);
    expect(sent).toEqual([
      {
        keepalive: true,
        reports: [{ remote: 'mfeProfile', version: 'bbbbbbbbbbbb', kind: 'render-error' }],
      },
    ]);
  });

  it('loses no load past the largest count a line may carry (100)', () => {
    const { queue, sent } = queueWith([0]);
    for (let index = 0; index < 130; index += 1)
      queue.add('mfeAdmin', 'aaaaaaaaaaaa', 'evaluate-failed');
    queue.flush();
    const counts = sent.flatMap((batch) => batch.reports.map((line) => line.count ?? 1));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(130);
    expect(Math.max(...counts)).toBeLessThanOrEqual(100);
  });

  it('never sends more than 50 lines in one body', () => {
    const { queue, sent } = queueWith([0]);
    for (let index = 0; index < 60; index += 1)
      queue.add('mfeAdmin', index.toString(16).padStart(12, '0'), 'chunk-failed');
    queue.flush();
    expect(sent.map((batch) => batch.reports.length)).toEqual([50, 10]);
  });
});

describe("the visitor's memory", () => {
  beforeEach(() => window.localStorage.clear());

  it('makes a random visitor id once and keeps it', () => {
    const first = visitorMemory(window.localStorage);
    expect(first.visitorId).toMatch(/\w{8,}/);
    expect(window.localStorage.getItem(visitorIdKey)).toBe(first.visitorId);
    expect(visitorMemory(window.localStorage).visitorId).toBe(first.visitorId);
  });

  it('remembers the last version that worked, and forgets a damaged value', () => {
    const memory = visitorMemory(window.localStorage);
    memory.remember('mfeProfile', { version: 'bbbbbbbbbbbb', manifestUrl: 'http://x/m.json' });
    expect(visitorMemory(window.localStorage).worked).toEqual({
      mfeProfile: { version: 'bbbbbbbbbbbb', manifestUrl: 'http://x/m.json' },
    });
    window.localStorage.setItem(workedVersionsKey, '{not json');
    expect(visitorMemory(window.localStorage).worked).toEqual({});
  });

  it('still gives an id when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(visitorMemory(refusing).visitorId).toMatch(/\w{8,}/);
    expect(visitorMemory(null).worked).toEqual({});
  });
});
