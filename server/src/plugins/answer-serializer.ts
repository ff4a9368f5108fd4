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

// fast-json-stringify loads ajv (~0.1 s): it is imported on the first answer, and until it is
// there answers are written through zod, as before, so that the server answers /health as early
// as it did (bench/startup.bench.ts).
let fastJson: FastJson | undefined;
let loading: Promise<void> | undefined;
function loadedFastJson(): FastJson | undefined {
  loading ??= import('fast-json-stringify').then((m) => { fastJson = m.default; }, () => { loading = undefined; });
  return fastJson;
}

/** The JSON Schema of what `schema` sends (zod's output side, draft-07), as fast-json-stringify
 *  takes it: without `additionalProperties: false`, because a union's branch is chosen by
 *  validating the value, extra properties included, and the compiled function never writes
 *  properties the schema does not name anyway. Types zod cannot express become `{}` (any JSON). */
export function answerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return JSON.parse(JSON.stringify(json, (key, value: unknown) => (key === 'additionalProperties' && value === false ? undefined : value))) as Record<string, unknown>;
}

/** The serializer of answers of one route and status: compiled on its first answer once
 *  fast-json-stringify is loaded (so that start-up compiles nothing), then a plain function call;
 *  before, zod encodes the answer. With `check`, every answer is also encoded by zod: a value
 *  outside the contract throws ResponseSerializationError (a 500), and so does compiled output
 *  that differs from zod's (what the tests prove for every answer they see). */
export function compileAnswerSerializer(schema: z.ZodType, route: { method: string; url: string }, check: boolean): Serialize {
  const encode = (data: unknown) => {
    const encoded = schema.safeEncode(data);
    if (encoded.error) throw new ResponseSerializationError(route.method, route.url, { cause: encoded.error });
    return encoded.data;
  };
  let compiled: Serialize | undefined;
  const serialize: Serialize = (data) => {
    if (!compiled) {
      const build = loadedFastJson();
      if (!build) return JSON.stringify(encode(data));
      compiled = build(answerJsonSchema(schema)) as Serialize;
    }
    return compiled(data);
  };
  if (!check) return serialize;
  return (data) => {
    const expected: unknown = JSON.parse(JSON.stringify(encode(data)));
    const text = serialize(data);
    if (!isDeepStrictEqual(JSON.parse(text), expected)) {
      throw new Error(`${route.method} ${route.url}: the compiled answer ${text.slice(0, 500)} differs from zod's ${JSON.stringify(expected).slice(0, 500)}`);
    }
    return text;
  };
}

/** Resolves once fast-json-stringify is loaded (the tests wait for it, so that they compare). */
export async function fastJsonLoaded(): Promise<void> {
  loadedFastJson();
  await loading;
}

/** Fastify's serializer compiler for the zod response schemas of the routes (compileAnswerSerializer). */
export const answerSerializerCompiler = (check: boolean): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> =>
  ({ schema, method, url }) => compileAnswerSerializer(schema instanceof z.ZodType ? schema : schema.properties, { method, url }, check);
