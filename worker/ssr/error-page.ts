import { LOCALE_TAGS, localizePath, type Locale } from '../../shared/locales';
import { escapeHtml } from './head';

const TEXT: Record<Locale, { text: string; home: string; reference: string }> = {
  pt: { text: 'Algo deu errado do nosso lado. Tente novamente em instantes.', home: 'Voltar para o início', reference: 'Código de referência' },
  en: { text: 'Something went wrong on our side. Please try again in a moment.', home: 'Return to Home', reference: 'Reference code' },
  es: { text: 'Algo salió mal por nuestra parte. Inténtalo de nuevo en unos instantes.', home: 'Volver al inicio', reference: 'Código de referencia' },
  it: { text: 'Qualcosa è andato storto da parte nostra. Riprova tra qualche istante.', home: 'Torna alla home', reference: 'Codice di riferimento' },
};

/** A write refused while its host moves between databases (issue 46): nothing was saved, retry soon (503). */
const BUSY: Record<Locale, string> = {
  pt: 'Nada foi salvo: os dados deste anfitrião estão sendo transferidos. Tente novamente em alguns segundos.',
  en: "Nothing was saved: this host's data is being moved. Please try again in a few seconds.",
  es: 'No se guardó nada: los datos de este anfitrión se están trasladando. Inténtalo de nuevo en unos segundos.',
  it: "Non è stato salvato nulla: i dati di questo host sono in fase di trasferimento. Riprova tra qualche secondo.",
};

const TITLE = 'Unexpected Application Error!';

/** The error's body: the message, a way home and the request's reference (no stack trace). */
function errorBody(locale: Locale, requestId: string, busy = false): string {
  const t = TEXT[locale];
  return `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1b2430;line-height:1.6"><main><h1>${TITLE}</h1><p role="alert">${escapeHtml(busy ? BUSY[locale] : t.text)}</p><p><a style="color:#0b4f8a" href="${localizePath('/', locale)}">${escapeHtml(t.home)}</a></p><p style="color:#4a5566;font-size:.875rem">${escapeHtml(t.reference)}: <code>${escapeHtml(requestId)}</code></p></main></body>`;
}

/**
 * The last-resort page for an unexpected error: plain HTML with no dependency on React, the
 * dictionaries or the asset manifest (any of which may be what failed). Never a stack trace.
 */
export function renderErrorPage(locale: Locale, requestId: string, busy = false): string {
  return `<!doctype html><html lang="${LOCALE_TAGS[locale].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${TITLE} | Estadia</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>${errorBody(locale, requestId, busy)}</html>`;
}

/**
 * The end of a streamed page whose data failed after its first byte (issue 38): the head that
 * left (./head.ts renderHeadStart, still open) is closed and the document ends with the same
 * message as the error page and `</html>`, never cut off.
 */
export function renderErrorEnd(locale: Locale, requestId: string): string {
  return `<meta name="robots" content="noindex"><title>${TITLE} | Estadia</title></head>${errorBody(locale, requestId)}</html>`;
}
