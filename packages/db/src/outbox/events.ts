/** One change another service must learn about, as stored in an outbox and delivered. */
export interface ServiceEvent<Payload = Record<string, unknown>> {
  /** Unique per event: a consumer applies an id once (its inbox). */
  id: string;
  /** `<entity>.<what happened>`: `seller.approved`, `drop.published`. */
  type: string;
  /** The entity the event is about: events of one entity are delivered in the order written. */
  entityId: string;
  occurredAt: string;
  payload: Payload;
  /** The request that caused it (`x-request-id`), when it came from one. */
  requestId?: string;
}

export interface NewServiceEvent<Payload = Record<string, unknown>> {
  type: string;
  entityId: string;
  payload: Payload;
}

/** Who receives which events: `types` are exact types or prefixes ending in `.` (`seller.`). */
export interface Subscriber {
  name: string;
  types: string[];
}

export function subscribesTo(subscriber: Subscriber, type: string): boolean {
  return subscriber.types.some((wanted) =>
    wanted.endsWith('.') ? type.startsWith(wanted) : type === wanted,
  );
}
