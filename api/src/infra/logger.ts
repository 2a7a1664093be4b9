import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs. Requests are summarised by the onResponse hook in app.ts; these
 * serializers and redactions make sure a stray `log.info({ req })` still cannot leak a token,
 * a password, a cookie, or what someone wrote.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers.apikey',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.access_token',
        '*.refresh_token',
        '*.token',
        '*.message',
        '*.user_query',
        '*.content',
        '*.history',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
    },
  };
}
