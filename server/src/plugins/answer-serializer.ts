import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type fastJsonType from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How the API's answers become JSON text (docs/architecture.md §5, Answers): each route's
 *  response schema, a zod schema of the contract, is turned once into JSON Schema (zod's
 *  toJSONSchema, as the answer leaves the server) and compiled by fast-json-stringify, Fastify's
 *  own serializer, into a function that writes exactly the schema's properties. zod no longer
 *  parses every answer before it is sent: that cost as much as the rest of a small answer.
 *  What the runtime check gave stays: properties outside the contract are never sent (a row's
 *  hash or token cannot leak through an answer); the tests switch `check` on, and every answer
 *  of the suite is then also encoded by zod and must validate and equal the compiled output. */

type Serialize = (data: unknown) => string;
type FastJson = typeof fastJsonType;

// fast-json-stringify loads ajv (~0.1 s): required on the first answer rather than at start-up,
// so that the server answers /health as early as before (bench/startup.bench.ts).
let fastJson: FastJson | undefined;
const loadFastJson = (): FastJson => (fastJson ??= createRequire(import.meta.url)('fast-json-stringify') as FastJson);

/** The JSON Schema of what `schema` sends (zod's output side, draft-07), as fast-json-stringify
 *  takes it: without `additionalProperties: false`, because a union's branch is chosen by
 *  validating the value, extra properties included, and the compiled function never writes
 *  properties the schema does not name anyway. Types zod cannot express become `{}` (any JSON). */
export function answerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return JSON.parse(JSON.stringify(json, (key, value: unknown) => (key === 'additionalProperties' && value === false ? undefined : value))) as Record<string, unknown>;
}

/** The serializer of answers of one route and status: compiled on its first answer (so that
 *  start-up compiles nothing), then a plain function call. With `check`, every answer is also
 *  encoded by zod: a value outside the contract throws ResponseSerializationError (a 500), and so
 *  does compiled output that differs from zod's (what the tests prove for every answer they see). */
export function compileAnswerSerializer(schema: z.ZodType, route: { method: string; url: string }, check: boolean): Serialize {
  let compiled: Serialize | undefined;
  const serialize: Serialize = (data) => (compiled ??= loadFastJson()(answerJsonSchema(schema)) as Serialize)(data);
  if (!check) return serialize;
  return (data) => {
    const encoded = schema.safeEncode(data);
    if (encoded.error) throw new ResponseSerializationError(route.method, route.url, { cause: encoded.error });
    const text = serialize(data);
    const expected: unknown = JSON.parse(JSON.stringify(encoded.data));
    if (!isDeepStrictEqual(JSON.parse(text), expected)) {
      throw new Error(`${route.method} ${route.url}: the compiled answer ${text.slice(0, 500)} differs from zod's ${JSON.stringify(expected).slice(0, 500)}`);
    }
    return text;
  };
}

/** Fastify's serializer compiler for the zod response schemas of the routes (compileAnswerSerializer). */
export const answerSerializerCompiler = (check: boolean): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> =>
  ({ schema, method, url }) => compileAnswerSerializer(schema instanceof z.ZodType ? schema : schema.properties, { method, url }, check);
