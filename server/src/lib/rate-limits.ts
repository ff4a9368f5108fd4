import { say, type ServerMessage } from '../i18n/messages.js';
/** Per-IP and per-account limits (docs/security.md, Limits). Requests per
 *  hour unless the name says otherwise:
 *  - per IP, counted by @fastify/rate-limit: registrations, reset requests, confirmations of mailed
 *    links, survey answers, image uploads, accessibility feedback, address searches, Markdown
 *    previews, acceptances of the terms of use, open data catalogues and downloads, questions of
 *    „Wurde das schon gemeldet?“, Open311 calls, Atom feeds, embedded map pages, their data and entry tokens, results pages,
 *    logins per minute; area alerts made, per day;
 *  - writes, counted by plugins/write-quotas.ts: points of anonymous visitors per IP and, all of them
 *    together, per layer; anonymous image uploads all together; reports of anonymous visitors per
 *    IP; points, comments, votes and reports per account; all writes of a project's staff
 *    (managers in their workspace, holders of `admin`) per account.
 *  - live-update streams open at once (not per hour) per IP and in all, counted by
 *    modules/live/stream-slots.ts in each server process.
 *  Counted per server process; the per-account limits of mails (registration.service.ts) and
 *  failed logins (auth/login-failures.service.ts) are kept in the database. Each can be set by the
 *  environment variable `RATE_LIMIT_<NAME>` (rateLimitEnvName), e.g. RATE_LIMIT_ANON_POINTS_PER_HOUR. */
export type RateLimits = Readonly<{
  registerPerHour: number; resetPerHour: number; confirmLinkPerHour: number; surveyPerHour: number; imageUploadPerHour: number; loginPerMinute: number;
  anonPointsPerHour: number; anonPointsPerLayerHour: number; anonUploadsPerHour: number; anonReportsPerHour: number;
  accountPointsPerHour: number; accountCommentsPerHour: number; accountVotesPerHour: number; accountReportsPerHour: number;
  feedbackPerHour: number; geocodePerHour: number; markdownPreviewPerHour: number; termsPerHour: number;
  liveStreamsPerIp: number; liveStreamsPerProcess: number; staffWritesPerHour: number; translatePerHour: number;
  dcatPerHour: number; openDataDownloadsPerHour: number; nearbyPerHour: number; open311PerHour: number;
  areaAlertsPerDay: number; feedsPerHour: number; embedPerHour: number; embedTokensPerHour: number;
  /** Updates („Neuigkeiten“) one project publishes in 24 hours (docs/product.md §25.5), counted in the database. */
  projectUpdatesPerDay: number;
  /** Results pages (docs/product.md §25.5) read per IP: each counts the project's public maps afresh. */
  resultsPerHour: number;
}>;

/** Production limits: 10 registrations and 10 reset requests, 30 confirmations of mailed links
 *  (each checks a password), 60 survey answers and 60 image uploads per IP and hour; 30 logins
 *  per IP and minute, 10 accessibility feedbacks, 300 address searches and 600 Markdown previews per IP and hour;
 *  300 acceptances of the terms of use per IP and hour (a school class behind one address accepts
 *  changed terms at once). Anonymous visitors: 30 points per IP, 300 per layer and 600 uploads in all
 *  per hour and 20 reports per IP; an account: 300 points, 120 comments, 600 votes and 60 reports per hour.
 *  300 translations of contributions per IP and hour (docs/product.md §23.1). 600 open data
 *  catalogues and 60 open data downloads per IP and hour (docs/product.md §24.4); 600 questions of
 *  „Wurde das schon gemeldet?“ per IP and hour (§24.3: one per place and category tried); 1,200
 *  Open311 calls per IP and hour (§24.5; its POST counts against the write quotas too).
 *  20 area alerts made per IP and day, 600 Atom feeds read per IP and hour (§24.2). 1,200
 *  embedded map pages, and as many of their configurations and entry cards, per IP and hour, and 30
 *  entry tokens of embedded maps per IP and hour (§24.1). 10 updates per project and day and 600 results pages per IP and hour (§25.5).
 *  Staff: 10,000 writes per account and hour. Live updates: 60 streams open at once per IP (a
 *  school class behind one address), 2,000 per server process. */
export const DEFAULT_RATE_LIMITS: RateLimits = Object.freeze({
  registerPerHour: 10, resetPerHour: 10, confirmLinkPerHour: 30, surveyPerHour: 60, imageUploadPerHour: 60, loginPerMinute: 30,
  anonPointsPerHour: 30, anonPointsPerLayerHour: 300, anonUploadsPerHour: 600, anonReportsPerHour: 20,
  accountPointsPerHour: 300, accountCommentsPerHour: 120, accountVotesPerHour: 600, accountReportsPerHour: 60,
  feedbackPerHour: 10, geocodePerHour: 300, markdownPreviewPerHour: 600, termsPerHour: 300,
  liveStreamsPerIp: 60, liveStreamsPerProcess: 2000, staffWritesPerHour: 10_000, translatePerHour: 300,
  dcatPerHour: 600, openDataDownloadsPerHour: 60, nearbyPerHour: 600, open311PerHour: 1200,
  areaAlertsPerDay: 20, feedsPerHour: 600, embedPerHour: 1200, embedTokensPerHour: 30,
  projectUpdatesPerDay: 10, resultsPerHour: 600,
});

/** The environment variable that sets a limit: 'anonPointsPerHour' → 'RATE_LIMIT_ANON_POINTS_PER_HOUR'. */
export const rateLimitEnvName = (name: keyof RateLimits) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** The route option of @fastify/rate-limit for `max` requests per hour. */
export const perHour = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });

/** The route option of @fastify/rate-limit for `max` requests per day. */
export const perDay = (max: number) => ({ rateLimit: { max, timeWindow: '1 day' } });

/** A wait in words, said in the request's language as a value of a message: „1 Sekunde“,
 *  „30 Sekunden“, „2 Minuten“ in German. */
export function waitInWords(seconds: number): ServerMessage {
  if (seconds < 60) return seconds === 1 ? say('waitSecond') : say('waitSeconds', { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? say('waitMinute') : say('waitMinutes', { n: minutes });
}
