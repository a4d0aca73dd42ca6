// Runs before each frontend test file: jest-dom matchers and what jsdom lacks.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// The page's one query cache (remote-kit's sharedQueryClient) lives on the global object: each
// test starts with it empty, as a freshly opened page does.
beforeEach(() => globalThis[Symbol.for('@drops/remote-kit/query-client')]?.clear());
