import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from '../config.js';
import { truncateIp } from '../lib/client-address.js';

/** What a log line tells about a request: method, path, host and the client's network, never its
 *  full address (Fastify's default serializer logs `req.ip` and the port). Query strings stay out
 *  as well: they may carry e-mail addresses or tokens. */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: req.url.split('?')[0],
    host: req.host,
    remoteNetwork: truncateIp(req.ip),
  };
}

/** The options of the server's pino logger: the configured level, cookies and anti-forgery tokens
 *  redacted, requests serialized by `serializeRequest`, so that no full IP address is written to
 *  any log (docs/product.md §9: IP addresses anonymised after at most 7 days, server logs at most 7
 *  days; the logs go to stdout, whose rotation the operator sets to 7 days, see README). `stream`
 *  replaces stdout (tests read the lines). */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.headers["x-forwarded-for"]', 'req.headers["x-real-ip"]'],
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
