import type { MiddlewareHandler } from 'hono';
import { secureHeaders, NONCE } from 'hono/secure-headers';

/**
 * Security headers on every worker response. Scripts run only from our origin or with the
 * per-request nonce (no 'unsafe-inline' script); nothing may frame the site. Inline style
 * attributes stay allowed: react-aria positions overlays and hides text with them.
 * In dev, Vite's HMR socket and client need ws: and its inline styles.
 */
export function securityHeaders(options: { dev: boolean; connect: string[] }): MiddlewareHandler {
  const site = siteHeaders(options);
  const embeddable = embeddableHeaders();
  return (c, next) => (EMBEDDABLE.test(c.req.path) ? embeddable(c, next) : site(c, next));
}

/**
 * The booking widget a host embeds in their own website (worker/booking-widget.tsx): its
 * script loads from any origin and its frame may be framed by any site. Nothing else may.
 */
export const EMBEDDABLE = /^\/(?:widget\.js|(?:(?:en|es|it)\/)?widget\/[^/]+)$/;

function embeddableHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      formAction: ["'self'"],
      frameAncestors: ['*'],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}

function siteHeaders(options: { dev: boolean; connect: string[] }): MiddlewareHandler {
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
