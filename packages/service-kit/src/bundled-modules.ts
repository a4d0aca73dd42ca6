/**
 * What a bundle (`pnpm build`) carries instead of the module sources: every module file's exports
 * by its path under `src/modules/` without extension, registered before the app starts. The build
 * writes one stub per file under `dist/modules/` that answers its entry from here, so
 * `@fastify/autoload` walks the same tree in production as in development.
 */
export const bundledModulesKey = '@drops/service-kit/bundled-modules';
