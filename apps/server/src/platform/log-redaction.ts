import type { FastifyRequest } from 'fastify';

/**
 * Names whose values never reach a log: credentials, session tokens and tickets, captcha and reset
 * codes, keys and signatures. Matched anywhere in the name, any case ("newPassword", "smsCode",
 * "signSecret", "Authorization"). Plain "code" and "key" stay readable: they name dictionary items,
 * roles and organisations throughout the API.
 */
export const SECRET_NAME =
  /pass(word|wd)|pwd|token|ticket|secret|captcha|(sms|verify|verification|reset|auth|otp)_?code|authorization|cookie|(api|access|private|sign|signing|encrypt|aes|rsa|session)_?key|signature|credential/i;

const MASK = '***';

/** The URL with the value of every secret query parameter replaced (?token=abc -> ?token=***). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* a malformed escape: judge the raw name */
      }
      return eq >= 0 && SECRET_NAME.test(decoded) ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/**
 * Logger options of the server: the request line with secret query values masked, and the
 * authorization and cookie headers removed wherever a log line carries headers.
 */
export const loggerRedaction = {
  serializers: {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      };
    },
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'req.query.token',
      'req.query.ticket',
    ],
    censor: MASK,
  },
};
