import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Language, offeredLanguages, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { chooseRequestLanguage, isSurelyGerman } from '../lib/request-language.js';
import { getOrgInfoForHost } from '../modules/organisations/organisations.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the server answers this request in (lib/request-language.ts
     *  chooseRequestLanguage: the account's, else Accept-Language, among the languages the
     *  organisation serving the host offers; else German). Asked once, then kept. */
    language(): Promise<Language>;
  }
}

const chosen = new WeakMap<FastifyRequest, Promise<Language>>();

/** Decorates every request with `language()` (docs/product.md §23). The organisation's offered
 *  languages are read only when the request might not be German; the session plugin has set the
 *  actor before any handler asks. */
export const requestLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', function (this: FastifyRequest): Promise<Language> {
    let language = chosen.get(this);
    if (!language) {
      const account = this.actor?.language;
      const acceptLanguage = this.headers['accept-language'];
      language = isSurelyGerman(account, acceptLanguage)
        ? Promise.resolve(SOURCE_LANGUAGE)
        : getOrgInfoForHost(app.db, this.headers.host).then(
          (org) => chooseRequestLanguage({ account, acceptLanguage, offered: offeredLanguages(org.Other) }),
          // The error handler asks too: a failing look-up must not turn a 4xx into a 500.
          () => SOURCE_LANGUAGE,
        );
      chosen.set(this, language);
    }
    return language;
  });
}, { name: 'request-language' });
