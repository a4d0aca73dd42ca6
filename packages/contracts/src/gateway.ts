import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

/** The services behind the gateway, by the name the health report uses. */
export const gatewayServiceNames = ['seller', 'catalog', 'admin'] as const;
export type GatewayServiceName = (typeof gatewayServiceNames)[number];

/**
 * One service as the gateway saw it: `ok` answered healthy, `error` answered unhealthy,
 * `unreachable` refused, timed out or answered something that is not a health body.
 */
export const ServiceHealthSchema = Type.Object({
  status: StringEnum(['ok', 'error', 'unreachable'] as const),
  latencyMs: Type.Number({ minimum: 0 }),
});
export type ServiceHealth = Static<typeof ServiceHealthSchema>;

/** `GET /health` and `GET /api/v1/health` of the gateway: 200 when `ok`, 503 when `degraded`. */
export const GatewayHealthSchema = Type.Object({
  status: StringEnum(['ok', 'degraded'] as const),
  services: Type.Object({
    seller: ServiceHealthSchema,
    catalog: ServiceHealthSchema,
    admin: ServiceHealthSchema,
  }),
  /** From the services' own health answers; `unknown` when no service answered. */
  database: Type.Object({ status: StringEnum(['ok', 'error', 'unknown'] as const) }),
});
export type GatewayHealth = Static<typeof GatewayHealthSchema>;
