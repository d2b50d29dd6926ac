/**
 * The booking widget's snippet for the host's own website (issue 12 item 7): one <script> tag
 * and an iframe alternative, each in a read-only text area that stays selectable without
 * JavaScript, with a copy button once the page is interactive. Texts in the `bookingWidget`
 * namespace: a page that places it lists 'bookingWidget' among its namespaces
 * (web/pages/registry.ts). The widget itself is served by worker/booking-widget.tsx.
 */
import { useState, useSyncExternalStore } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { widgetSnippets } from '../../shared/stay/widget';
import { button, card } from '../theme/ui.css';
import * as css from './widget-snippet.css';

/** The production site; the browser's own origin once interactive (local and preview hosts). */
export const SITE_ORIGIN = 'https://www.estadia.com.br';

export interface WidgetSnippetProps {
  propertyId: number;
  /** The site's origin (env.SITE_URL) when the page knows it; else the production site, then the browser's origin. */
  origin?: string;
  /** The property's brand colour (properties.brand_color), shown next to the title. */
  brandColor?: string;
}

const noop = () => () => {};
const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);
const useOrigin = (given?: string) => useSyncExternalStore(noop, () => given ?? window.location.origin, () => given ?? SITE_ORIGIN);

export function WidgetSnippet({ propertyId, origin, brandColor }: WidgetSnippetProps) {
  const { LL } = useI18nContext();
  const t = LL.bookingWidget.snippet;
  const hydrated = useHydrated();
  const base = useOrigin(origin);
  const [status, setStatus] = useState('');
  const snippets = widgetSnippets(base, propertyId, LL.bookingWidget.form.frameTitle());
  const titleId = `widget-snippet-${propertyId}`;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t.copied());
    } catch {
      setStatus(t.copyFailed());
    }
  }

  return (
    <section className={`${card} ${css.section}`} aria-labelledby={titleId} data-testid="widget-snippet">
      <h2 id={titleId} className={css.title}>
        {brandColor && <span className={css.swatch} style={{ background: brandColor }} aria-hidden="true" />} {t.title()}
      </h2>
      <p className={css.help}>{t.help()}</p>
      {(
        [
          ['script', t.scriptLabel(), snippets.script, 2],
          ['iframe', t.iframeLabel(), snippets.iframe, 4],
        ] as const
      ).map(([kind, label, code, rows]) => (
        <div key={kind} className={css.field}>
          <TextField className={css.field} value={code} isReadOnly>
            <Label className={css.label}>{label}</Label>
            <TextArea className={css.code} rows={rows} spellCheck={false} data-testid={`widget-${kind}`} />
          </TextField>
          {hydrated && (
            <div className={css.actions}>
              <Button className={button.secondary} onPress={() => copy(code)} aria-label={`${t.copy()}: ${label}`}>
                {t.copy()}
              </Button>
            </div>
          )}
        </div>
      ))}
      <p className={css.status} role="status">
        {status}
      </p>
    </section>
  );
}
