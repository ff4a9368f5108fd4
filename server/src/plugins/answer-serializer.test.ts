import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LayerSchema, UserInfo } from '@mitmachkarte/contract';
import { compileAnswerSerializer, fastJsonLoaded } from './answer-serializer.js';
import { schemaCompilers } from './zod-compilers.js';

const route = { method: 'GET', url: '/probe' };
// Before it is loaded, answers go through zod (answer-serializer.ts): these tests are about the compiled writer.
beforeAll(fastJsonLoaded);

describe('compileAnswerSerializer', () => {
  it('writes exactly the properties of the contract: a hash or token on the value is never sent', () => {
    const serialize = compileAnswerSerializer(UserInfo, route, false);
    const user = { LoggedIn: true, Permissions: ['admin'], ID: '0190a000-0000-7000-8000-000000000001', Name: 'Anna', Email: 'a@example.org', password_hash: 'scrypt$…', sessionToken: 'geheim' };
    expect(JSON.parse(serialize(user))).toEqual({ LoggedIn: true, Permissions: ['admin'], ID: user.ID, Name: 'Anna', Email: 'a@example.org' });
  });

  it('writes what zod writes for nullable, optional, recursive and free-form parts', () => {
    const schema = z.object({
      Layer: LayerSchema, Note: z.string().nullable(), Extra: z.record(z.string(), z.unknown()),
      Choice: z.union([z.object({ Kind: z.literal('a'), A: z.number() }), z.object({ Kind: z.literal('b'), B: z.string() })]).nullable().optional(),
    });
    const value = schema.parse({
      Layer: {
        Schema: [{ Name: 'Titel', DataType: 'text', Question: 'Titel „mit“ \\ "Zeichen"\n', Optional: false, MissingMsg: '', Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' }],
        Categories: [{ Name: 'Strasse', Label: 'Straße', Children: [{ Name: 'Gully', Label: 'Gully', Children: [] }] }],
      },
      Note: null, Extra: { a: [1, { b: null }], ü: 'ä' }, Choice: { Kind: 'b', B: 'x' },
    });
    // What a service hands over may carry more than the contract: it is left out, as zod did.
    const answer = { ...value, Choice: { ...value.Choice, Hidden: 1 }, Secret: 'x' };
    for (const check of [false, true]) {
      expect(JSON.parse(compileAnswerSerializer(schema, route, check)(answer))).toEqual(JSON.parse(JSON.stringify(value)));
    }
  });

  it('with check, refuses an answer outside the contract (a 500 in the tests), as zod did on every answer', () => {
    const serialize = compileAnswerSerializer(UserInfo, route, true);
    expect(() => serialize({ LoggedIn: 'ja', Permissions: [] })).toThrow(/Response doesn't match the schema/);
    // Unchecked, the compiled writer coerces instead of refusing: the suite's checks keep the contract.
    expect(JSON.parse(compileAnswerSerializer(UserInfo, route, false)({ LoggedIn: 'ja', Permissions: [] }))).toEqual({ LoggedIn: true, Permissions: [] });
  });
});

describe('schemaCompilers', () => {
  it('gives Fastify routes the compiled writer, and with checkAnswers a 500 for an answer outside its schema', async () => {
    for (const check of [false, true]) {
      const app = Fastify({ schemaController: { compilersFactory: schemaCompilers(check) } });
      app.get('/probe', { schema: { response: { 200: UserInfo } } }, async () => ({ LoggedIn: false, Permissions: [], token: 'geheim' }));
      app.get('/broken', { schema: { response: { 200: UserInfo } } }, async () => ({ LoggedIn: 'ja', Permissions: [] }));
      const probe = await app.inject({ method: 'GET', url: '/probe' });
      expect(probe.json()).toEqual({ LoggedIn: false, Permissions: [] });
      expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(check ? 500 : 200);
      await app.close();
    }
  });
});
