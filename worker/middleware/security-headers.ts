import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import clientAssets from 'virtual:estadia/client-assets';
import { DEV_PREAMBLE } from '../ssr/head';

/** script-src: our own files, and in dev (no client build) the fixed preamble by its hash. */
export const SCRIPT_SRC = ["'self'", ...(clientAssets.dev ? [`'sha256-${createHash('sha256').update(DEV_PREAMBLE).digest('base64')}'`] : [])];

/**
 * Security headers on every worker response. Scripts run only from our origin, or inline when
 * their hash is listed (no 'unsafe-inline' script, no per-request nonce, so an anonymous page
 * can be cached at the edge); nothing may frame the site. Inline style
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
      // The site's self-hosted font (issue 45): its stylesheet and files from our own origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
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
      scriptSrc: SCRIPT_SRC,
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
