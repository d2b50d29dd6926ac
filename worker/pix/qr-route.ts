/**
 * GET /pix/qr.png?code=<BR Code>: the QR of a static Pix BR Code as a PNG, for the guest's
 * email (mail clients show images, not inline SVG). Only a valid Pix BR Code is drawn (CRC,
 * GUI, currency checked), so the route is not a QR generator for arbitrary text; the image
 * depends on the query alone and is cached for a year.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { tryParseBrCode } from '../../shared/pix/brcode';
import { qrPng } from '../../shared/pix/qr-png';

/** Longer than any static BR Code (99-character account, 25-character name, …). */
const MAX_CODE_LENGTH = 512;

/** The image URL of a BR Code's QR on this site. */
export function pixQrImageUrl(siteUrl: string, brCode: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/pix/qr.png?code=${encodeURIComponent(brCode)}`;
}

export async function pixQrPng(c: Context<AppEnv>) {
  const code = c.req.query('code') ?? '';
  if (code.length > MAX_CODE_LENGTH || !tryParseBrCode(code)) {
    return c.text('Not a Pix BR Code', 400, { 'cache-control': 'no-store' });
  }
  const { png } = await qrPng(code);
  return c.body(png, 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
}
