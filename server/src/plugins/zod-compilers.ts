import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { answerSerializerCompiler } from './answer-serializer.js';

/** The compilers of the routes' schemas as Fastify's compiler factories (the option
 *  `schemaController.compilersFactory`, typed there for ajv's schemas). Every route schema is a
 *  zod schema: requests are validated by zod, answers written by fast-json-stringify from the
 *  schema's JSON Schema (answer-serializer.ts; `checkAnswers`: also checked by zod, in the tests).
 *  Without these factories Fastify would load ajv at start-up (~0.1 s) for a validator that is
 *  never used (docs/runtime.md §1). */
export const schemaCompilers = (checkAnswers: boolean) => ({
  buildValidator: () => validatorCompiler,
  buildSerializer: () => answerSerializerCompiler(checkAnswers),
}) as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
