/** Hourly quotas of writes (docs/security.md, Limits): an anonymous visitor
 *  adds at most `anonPointsPerHour` points per IP, all anonymous visitors together at most
 *  `anonPointsPerLayerHour` to one layer, `anonUploadsPerHour` images and per IP
 *  `anonReportsPerHour` reports; an account at most `accountPointsPerHour` points,
 *  `accountCommentsPerHour` comments, `accountVotesPerHour` votes and `accountReportsPerHour`
 *  reports. Every attempt that passes the request's schema counts, accepted or not.
 *
 *  Counted by rate-limiter-flexible in fixed windows of one hour, in the store of lib/limit-store.ts:
 *  shared by every instance through Redis or PostgreSQL, in memory on SQLite. */
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import type { RateLimiterAbstract, RateLimiterRes as LimiterRefusal } from 'rate-limiter-flexible';
import type { Actor } from './actor.js';
import { AppError } from './app-error.js';
import { rateLimitKey } from './client-address.js';
import { limiterIn, type LimitStore } from './limit-store.js';
import { type RateLimits, waitInWords } from './rate-limits.js';

export type WriteKind = 'point' | 'comment' | 'vote' | 'upload' | 'report';

/** Where a write goes: the request's actor and IP, and for points the layer. */
export type WriteTarget = { actor: Actor; ip: string; layerId?: string };

export type WriteQuotas = {
  /** Counts one write of `kind`; throws RATE_LIMITED (429 with Retry-After) when a quota is used up. */
  take(kind: WriteKind, target: WriteTarget): Promise<void>;
};

const HOUR_S = 3600;

// Only the refusal: the package's index loads every store it supports (MongoDB, DynamoDB, …),
// which costs start-up time (docs/architecture.md §12).
const require = createRequire(import.meta.url);
const RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js') as typeof LimiterRefusal;

/** The 429 message naming the wait. */
export const tooManyWrites = (seconds: number) =>
  `Sie haben in kurzer Zeit sehr viele Beiträge gesendet. Bitte warten Sie ${waitInWords(seconds)} und versuchen Sie es dann noch einmal.`;

/** The quotas for `limits`, counted in `store` (one set of limiters per app). */
export function createWriteQuotas(limits: RateLimits, store: LimitStore): WriteQuotas {
  const hourly = (points: number, keyPrefix: string) => limiterIn(store, { points, duration: HOUR_S, keyPrefix });
  const anon = {
    pointPerIp: hourly(limits.anonPointsPerHour, 'anon-point-ip'),
    pointPerLayer: hourly(limits.anonPointsPerLayerHour, 'anon-point-layer'),
    upload: hourly(limits.anonUploadsPerHour, 'anon-upload'),
    report: hourly(limits.anonReportsPerHour, 'anon-report-ip'),
  };
  const account = {
    point: hourly(limits.accountPointsPerHour, 'account-point'),
    comment: hourly(limits.accountCommentsPerHour, 'account-comment'),
    vote: hourly(limits.accountVotesPerHour, 'account-vote'),
    report: hourly(limits.accountReportsPerHour, 'account-report'),
  };

  /** Consumes one from `limiter` under `key`; its refusal becomes the German 429. */
  async function consume(limiter: RateLimiterAbstract, key: string) {
    try {
      await limiter.consume(store.keyOf(key));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', tooManyWrites(seconds), undefined, seconds);
    }
  }

  return {
    async take(kind, { actor, ip, layerId }) {
      if (actor.userId !== null) {
        // Uploads of accounts are limited per IP by the upload route (imageUploadPerHour).
        if (kind !== 'upload') await consume(account[kind], actor.userId);
        return;
      }
      if (kind === 'upload') return consume(anon.upload, 'all');
      if (kind === 'report') return consume(anon.report, rateLimitKey(ip));
      // Comments and votes need an account (their policies answer 401 for anonymous visitors).
      if (kind !== 'point') return;
      await consume(anon.pointPerIp, rateLimitKey(ip));
      if (layerId !== undefined) await consume(anon.pointPerLayer, layerId);
    },
  };
}

/** A route's preHandler (it runs after the schema check) that counts one write of `kind` for the
 *  request, in the layer `layerOf` names. */
export const writeQuota = (kind: WriteKind, layerOf?: (req: FastifyRequest) => string | undefined) =>
  async (req: FastifyRequest) => req.server.writeQuotas.take(kind, { actor: req.actor, ip: req.ip, layerId: layerOf?.(req) });
