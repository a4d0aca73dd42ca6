// Evaluated at build time into plain JSON (see @drops/web-build's contract-schemas-loader).
export { EmailChangeBodySchema } from '@drops/contracts';
