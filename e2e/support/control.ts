import { controlUrl, type FrontendApp } from './environment';

/** Stops or starts one frontend's server in the running stack (support/stack.ts). */
async function control(app: FrontendApp, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${controlUrl}/frontends/${app}/${action}`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`${action} ${app}: ${response.status} ${await response.text()}`);
}

export const stopFrontend = (app: FrontendApp) => control(app, 'stop');
export const startFrontend = (app: FrontendApp) => control(app, 'start');
