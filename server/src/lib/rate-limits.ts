/** Per-IP limits of the calls that send mail or store anonymous input (survey answers, image
 *  uploads), in requests per hour (issue 4, abuse limits). Counted per server process by @fastify/rate-limit; the
 *  per-account limit of mails is kept in the database (registration.service.ts). */
export type RateLimits = Readonly<{ registerPerHour: number; resetPerHour: number; surveyPerHour: number; imageUploadPerHour: number }>;

/** Production limits: 10 registrations and 10 reset requests, 60 survey answers and 60 image
 *  uploads per IP and hour. */
export const DEFAULT_RATE_LIMITS: RateLimits = Object.freeze({ registerPerHour: 10, resetPerHour: 10, surveyPerHour: 60, imageUploadPerHour: 60 });

/** The route option of @fastify/rate-limit for `max` requests per hour. */
export const perHour = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });
