/** The error body every refusal carries, as a test expects it: the words, the code, some request id. */
export const errorBody = (error: string, code: string) => ({
  success: false,
  error,
  code,
  requestId: expect.any(String),
});
