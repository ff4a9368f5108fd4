import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/** The zod validator and serializer compilers as Fastify's compiler factories (the option
 *  `schemaController.compilersFactory`, typed there for ajv's schemas). Every route schema is a
 *  zod schema: without these factories Fastify would load ajv and fast-json-stringify at start-up
 *  (~0.1 s) for compilers that are never used (docs/runtime.md §1). */
export const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
