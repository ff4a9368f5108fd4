import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer.js';

// zod's own messages in German, for the checks that the contract gives no message of its own (an
// unknown field: „Unbekannter Schlüssel: …“; a wrong type): every 400 speaks German
// (docs/architecture.md §5). zod keeps it in its global configuration, for every schema.
z.config(z.locales.de());

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
