// Evaluated at build time into plain JSON (see @drops/web-build's contract-schemas-loader).
export { PasswordChangeBodySchema } from '@drops/contracts';
