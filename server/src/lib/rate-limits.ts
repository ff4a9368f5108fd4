/** Per-IP limits of the calls that check passwords, send mail or store anonymous input (survey
 *  answers, image uploads), in requests per hour, logins per minute (issues 4 and 9, abuse
 *  limits). Counted per server process by @fastify/rate-limit; the per-account limits of mails
 *  (registration.service.ts) and failed logins (auth/login-failures.service.ts) are kept in the
 *  database. */
export type RateLimits = Readonly<{
  registerPerHour: number; resetPerHour: number; confirmLinkPerHour: number; surveyPerHour: number; imageUploadPerHour: number; loginPerMinute: number;
}>;

/** Production limits: 10 registrations and 10 reset requests, 30 confirmations of mailed links
 *  (each checks a password), 60 survey answers and 60 image uploads per IP and hour; 30 logins
 *  per IP and minute. */
export const DEFAULT_RATE_LIMITS: RateLimits = Object.freeze({
  registerPerHour: 10, resetPerHour: 10, confirmLinkPerHour: 30, surveyPerHour: 60, imageUploadPerHour: 60, loginPerMinute: 30,
});

/** The route option of @fastify/rate-limit for `max` requests per hour. */
export const perHour = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });
