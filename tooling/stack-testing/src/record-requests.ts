// What the page sent and what the server answered, as a browser's network log shows it.

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  sentAt: number;
  /** When the answer's headers arrived (unset while pending or after a network failure). */
  answeredAt?: number;
  /** A copy of the answer, to compare what the screen shows with what the server said. */
  response?: Response;
}

let stopRecording: (() => void) | null = null;

/**
 * Records the page's fetch calls as a browser's network log does; they still go to the real
 * server. For what only the wire shows: which calls a screen fires, side by side or not, with
 * which token, and what the server answered them. Stops after the test.
 */
export function recordRequests(): RecordedRequest[] {
  stopRecording?.();
  const recorded: RecordedRequest[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request: RecordedRequest = {
      method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      url: new URL(input instanceof Request ? input.url : String(input)),
      headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : {})),
      sentAt: performance.now(),
    };
    recorded.push(request);
    const response = await realFetch(input, init);
    request.answeredAt = performance.now();
    request.response = response.clone();
    return response;
  };
  stopRecording = () => {
    globalThis.fetch = realFetch;
    stopRecording = null;
  };
  return recorded;
}

/** Stops recording (the preset's afterEach). */
export function stopRecordingRequests(): void {
  stopRecording?.();
}
