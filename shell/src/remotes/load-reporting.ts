import { createApiClient, reportRemoteLoads } from '@drops/api-client';
import { flushPeriodically, LoadReportQueue } from './load-reports';

/** The tab's report queue, sent to `POST /remotes/reports` without any token (issue 28). */
export function startLoadReports(apiBaseUrl: string): LoadReportQueue {
  const client = createApiClient({ baseUrl: apiBaseUrl });
  const queue = new LoadReportQueue((reports, { keepalive }) =>
    reportRemoteLoads(client, reports, { keepalive }),
  );
  flushPeriodically(queue);
  return queue;
}
