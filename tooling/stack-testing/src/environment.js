// jsdom with a real network: the screens' fetch calls go over HTTP to the stack's gateway.
const { TestEnvironment: JsdomEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom's AbortSignal (what the page's `AbortSignal.timeout()` / `.any()` make) is not one Node's
 * fetch accepts, and swapping jsdom's own would break `addEventListener(..., { signal })` in the
 * DOM: the signal is followed by a Node one instead.
 */
function nodeSignalOf(signal) {
  if (!signal || signal instanceof AbortSignal) return signal;
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

/** A browser's `blob.arrayBuffer()` / `blob.text()`, which jsdom lacks, through its FileReader. */
function readBlobsLikeABrowser(page) {
  const read = (blob, method) =>
    new Promise((resolve, reject) => {
      const reader = new page.FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader[method](blob);
    });
  page.Blob.prototype.arrayBuffer ??= function arrayBuffer() {
    return read(this, 'readAsArrayBuffer');
  };
  page.Blob.prototype.text ??= function text() {
    return read(this, 'readAsText');
  };
}

/**
 * Node's fetch, Request, Response and Headers in the page; XMLHttpRequest stays jsdom's, which
 * also talks real HTTP (and checks CORS against the page's origin).
 */
class RealNetworkEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    page.fetch = (input, init = {}) => fetch(input, { ...init, signal: nodeSignalOf(init.signal) });
    page.Request = Request;
    page.Response = Response;
    page.Headers = Headers;
    readBlobsLikeABrowser(page);
  }
}

module.exports = RealNetworkEnvironment;
