import type { MiddlewareHandler } from 'hono';
import { secureHeaders, NONCE } from 'hono/secure-headers';

/**
 * Security headers on every worker response. Scripts run only from our origin or with the
 * per-request nonce (no 'unsafe-inline' script); nothing may frame the site. Inline style
 * attributes stay allowed: react-aria positions overlays and hides text with them.
 * In dev, Vite's HMR socket and client need ws: and its inline styles.
 */
export function securityHeaders(options: { dev: boolean; connect: string[] }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...options.connect, ...(options.dev ? ['ws:', 'wss:'] : [])],
      frameSrc: ['https://www.youtube-nocookie.com'],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}
