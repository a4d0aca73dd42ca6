// Evaluated at build time into plain JSON (see @drops/web-build's contract-schemas-loader).
export { RegisterStep1BodySchema, RegisterStep2BodySchema } from '@drops/contracts';
