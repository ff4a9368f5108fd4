import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, rateLimitEnvName, type RateLimits } from './lib/rate-limits.js';
import { PRODUCTION_HASH_COST } from './lib/password.js';
import type { S3ImageStoreOptions } from './modules/images/s3-image-store.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const RATE_LIMIT_NAMES = Object.keys(DEFAULT_RATE_LIMITS) as (keyof RateLimits)[];

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().trim().max(320)
    .regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address, e.g. Name <noreply@example.org>')
    .default('Mitmachkarte <noreply@localhost>'),
  DEFAULT_GROUP: z.string().trim().min(1).max(200).optional(),
  ADMIN_EMAIL: z.email().default('admin@localhost'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap-Mitwirkende'),
  GEOCODER_URL: z.union([z.literal('off'), z.url()]).default('https://nominatim.openstreetmap.org'),
  SEED_DEMO: bool.default(true),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(60),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PRODUCTION_HASH_COST),
  IMAGE_STORE: z.enum(['fs', 's3']).default('fs'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. http://minio:9000' }).optional(),
  // S3's bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens.
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 of a-z, 0-9, dot, hyphen').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  // Webhooks may target http:// and loopback or private addresses: development and tests only.
  WEBHOOK_LOCAL_TARGETS: bool.default(false),
  // RATE_LIMIT_REGISTER_PER_HOUR … RATE_LIMIT_ACCOUNT_VOTES_PER_HOUR (lib/rate-limits.ts).
  ...Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [rateLimitEnvName(name), z.coerce.number().int().min(1).max(1_000_000).optional()])),
});

/** Validated, frozen server configuration (docs/architecture.md §4). */
export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Redis that keeps the counters of the per-IP and per-account limits for every instance
   *  (lib/limit-store.ts); undefined: PostgreSQL's table, or memory on SQLite. */
  redisUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** Sender of mails when the organisation sets no `mail_from`. */
  mailFrom: string;
  /** Name of the group every self-registered user joins; undefined: none. */
  defaultGroup: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  tileUrl: string;
  tileAttribution: string;
  /** Base of a Nominatim-compatible address search (its /search); undefined: no address search. */
  geocoderUrl: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  /** PUBLIC_URL is https: secure cookies with the __Host- prefix, HSTS, upgrade-insecure-requests. */
  isHttps: boolean;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** Folder with the built web app, served at `/`; undefined disables static serving. */
  webDist: string | undefined;
  /** Longest time a request may take to arrive, headers and body (s); headers get at most 10 s of it. */
  requestTimeoutS: number;
  /** Limits set by RATE_LIMIT_* variables; the others keep DEFAULT_RATE_LIMITS. */
  rateLimits: Partial<RateLimits>;
  /** log2 of scrypt's N for new password hashes; below PRODUCTION_HASH_COST only in tests. */
  passwordHashCost: number;
  /** Where image files live: folders under DATA_DIR/images, or an S3 bucket (IMAGE_STORE,
   *  modules/images/configured-image-store.ts). */
  imageStore: { kind: 'fs'; root: string } | ({ kind: 's3' } & S3ImageStoreOptions);
  /** Webhooks may target http:// and loopback or private addresses (WEBHOOK_LOCAL_TARGETS;
   *  development and tests); otherwise https:// to public addresses only (docs/security.md,
   *  Webhooks). */
  webhookLocalTargets: boolean;
}>;

/** Rules between the S3_* variables that a schema per variable cannot state: with IMAGE_STORE=s3
 *  the endpoint and bucket are required, and the two key variables come together or not at all. */
function imageStoreProblems(env: Record<string, string>): string[] {
  if (env.IMAGE_STORE !== 's3') return [];
  const problems: string[] = [];
  if (!env.S3_ENDPOINT) problems.push('  S3_ENDPOINT: required with IMAGE_STORE=s3 (e.g. http://minio:9000 or https://s3.eu-central-1.amazonaws.com)');
  if (!env.S3_BUCKET) problems.push('  S3_BUCKET: required with IMAGE_STORE=s3 (an existing bucket)');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push(`  ${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all`);
  }
  return problems;
}

/** Parses the environment (the only reader of process.env, docs/architecture.md §4). Throws one Error that
 *  lists every invalid variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const parsed = Env.safeParse(given);
  const lines = [...(parsed.error?.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`) ?? []), ...imageStoreProblems(given)];
  if (!parsed.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database: Config['database'] = url?.startsWith('postgres')
    ? { kind: 'postgres', url }
    : { kind: 'sqlite', file: url ? url.slice('sqlite:'.length) : path.join(dataDir, 'mitmachkarte.sqlite') };
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    redisUrl: e.REDIS_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    defaultGroup: e.DEFAULT_GROUP,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    geocoderUrl: e.GEOCODER_URL === 'off' ? undefined : e.GEOCODER_URL.replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    isHttps: publicUrl.startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    requestTimeoutS: e.REQUEST_TIMEOUT_S,
    passwordHashCost: e.PASSWORD_HASH_COST,
    webhookLocalTargets: e.WEBHOOK_LOCAL_TARGETS,
    imageStore: e.IMAGE_STORE === 's3'
      ? {
        kind: 's3' as const,
        endpoint: e.S3_ENDPOINT!.replace(/\/+$/, ''),
        bucket: e.S3_BUCKET!,
        region: e.S3_REGION,
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
        credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
      }
      : { kind: 'fs' as const, root: path.join(dataDir, 'images') },
    rateLimits: Object.fromEntries(RATE_LIMIT_NAMES.flatMap((name) => {
      const value = (e as Record<string, unknown>)[rateLimitEnvName(name)];
      return typeof value === 'number' ? [[name, value]] : [];
    })),
  });
}
