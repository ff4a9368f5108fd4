import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error.js';
import { say } from '../i18n/messages.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open to a session that must set up its second factor first: what leads
     *  there (plugins/mfa-setup-gate.ts). */
    duringMfaSetup?: boolean;
  }
}

export const MFA_SETUP_FIRST = say('mfaSetupFirst');

/** While an organisation requires a second factor that the account has not set up
 *  (`actor.mfaSetupRequired`, sessions.service.ts), the session reaches only the routes that lead
 *  to the set-up (`config.duringMfaSetup`: who am I, the organisation's frame, logout, the
 *  set-up itself); every other route answers 403 with MFA_SETUP_FIRST, before its input is read
 *  (docs/security.md, Two-factor login). Runs after the session plugin. */
export const mfaSetupGate = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (req, _reply, done) => {
    done(req.actor.mfaSetupRequired && !req.routeOptions.config.duringMfaSetup ? forbidden(MFA_SETUP_FIRST) : undefined);
  });
}, { name: 'mfa-setup-gate', dependencies: ['session'] });
