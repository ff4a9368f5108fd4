/** Hourly quotas of writes (docs/security.md, Limits): an anonymous visitor
 *  adds at most `anonPointsPerHour` points per IP, all anonymous visitors together at most
 *  `anonPointsPerLayerHour` to one layer (an organisation's key counts per key instead of per IP), `anonUploadsPerHour` images and per IP
 *  `anonReportsPerHour` reports; an account at most `accountPointsPerHour` points,
 *  `accountCommentsPerHour` comments, `accountVotesPerHour` votes and `accountReportsPerHour`
 *  reports. A project's staff are no citizens: the writes of holders of `admin`, and of managers
 *  in the workspace they manage, count only against `staffWritesPerHour` (all kinds together).
 *  Every attempt that passes the request's schema counts, accepted or not.
 *
 *  Counted by rate-limiter-flexible in fixed windows of one hour, in the store of lib/limit-store.ts:
 *  shared by every instance through Redis or PostgreSQL, in memory on SQLite. */
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import type { RateLimiterAbstract, RateLimiterRes as LimiterRefusal } from 'rate-limiter-flexible';
import { type Actor, actorHas, isLoggedIn } from '../access/actor.js';
import type { WriteSubject } from '../access/scope.js';
import { AppError } from '../lib/app-error.js';
import { rateLimitKey } from '../lib/client-address.js';
import { limiterIn, type LimitStore } from '../lib/limit-store.js';
import { type RateLimits, waitInWords } from '../lib/rate-limits.js';
import { say } from '../i18n/messages.js';

export type WriteKind = 'point' | 'comment' | 'vote' | 'upload' | 'report';

/** Where a write goes: the request's actor and IP, and what it is about (the layer of a point,
 *  the point or comment of a comment, vote or report; none for uploads). */
export type WriteTarget = { actor: Actor; ip: string; subject?: WriteSubject };

/** Whether the logged-in `userId` manages the workspace of `subject` (access/scope.ts). */
export type ManagesSubject = (userId: string, subject: WriteSubject) => Promise<boolean>;

export type WriteQuotas = {
  /** Counts one write of `kind`; throws RATE_LIMITED (429 with Retry-After) when a quota is used up. */
  take(kind: WriteKind, target: WriteTarget): Promise<void>;
};

const HOUR_S = 3600;

// Only the refusal: the package's index loads every store it supports (MongoDB, DynamoDB, …),
// which costs start-up time (docs/runtime.md §1).
const require = createRequire(import.meta.url);
const RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js') as typeof LimiterRefusal;

/** The 429 message naming the wait. */
export const tooManyWrites = (seconds: number) =>
  say('tooManyWrites', { wait: waitInWords(seconds) });

/** The quotas for `limits`, counted in `store` (one set of limiters per app); `manages` tells
 *  managers writing in their own workspace from citizens. */
export function createWriteQuotas(limits: RateLimits, store: LimitStore, manages: ManagesSubject): WriteQuotas {
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
  const staff = hourly(limits.staffWritesPerHour, 'staff-write');

  /** A project's staff writing: holders of `admin` anywhere, managers in their own workspace. */
  const isStaff = async (actor: Actor & { userId: string }, subject: WriteSubject | undefined) =>
    actorHas(actor, 'admin') || (subject !== undefined && await manages(actor.userId, subject));

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
    async take(kind, { actor, ip, subject }) {
      if (isLoggedIn(actor)) {
        // Uploads of accounts are limited per IP by the upload route (imageUploadPerHour).
        if (kind === 'upload') return;
        await consume(await isStaff(actor, subject) ? staff : account[kind], actor.userId);
        return;
      }
      if (kind === 'upload') return consume(anon.upload, 'all');
      // An organisation's key is counted per key, wherever its program runs (docs/decisions/0044);
      // an embedded map's entry token per address, as the anonymous visitor it is (§24.1).
      const who = actor.token?.organisation !== undefined ? `key:${actor.token.id}` : rateLimitKey(ip);
      if (kind === 'report') return consume(anon.report, who);
      // Comments and votes need an account (their policies answer 401 for anonymous visitors).
      if (kind !== 'point') return;
      await consume(anon.pointPerIp, who);
      if (subject && 'layer' in subject) await consume(anon.pointPerLayer, subject.layer);
    },
  };
}

/** A route's preHandler (it runs after the schema check) that counts one write of `kind` for the
 *  request, about what `subjectOf` names. */
export const writeQuota = (kind: WriteKind, subjectOf?: (req: FastifyRequest) => WriteSubject) =>
  async (req: FastifyRequest) => req.server.writeQuotas.take(kind, { actor: req.actor, ip: req.ip, subject: subjectOf?.(req) });
