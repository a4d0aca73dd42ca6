import { serve } from '@drops/service-kit';
import { buildGateway } from './app';
import { readConfig } from './config';

/** Starts the gateway on GATEWAY_PORT (8080): `pnpm --filter @drops/gateway start`. */
const config = readConfig();
serve(() => buildGateway(config), config);
