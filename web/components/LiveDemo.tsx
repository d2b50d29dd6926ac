/**
 * "Experimente agora" (issue 30): a plain form POST to /demo/start (worker/demo/routes.ts), so it
 * works without JavaScript; the worker makes the visitor's private copy of the demo workspace,
 * signs them in and opens /dashboard. Server-rendered on /demo, the home and the pricing page
 * (no island: nothing to hydrate).
 */
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { button } from '../theme/ui.css';
import * as css from './live-demo.css';

/** The button alone (the home's hero places it beside its other calls to action). */
export function LiveDemoForm({ describedBy, variant = 'primary' }: { describedBy?: string; variant?: 'primary' | 'secondary' }) {
  const { LL, locale } = useI18nContext();
  return (
    <form method="post" action="/demo/start" className={css.form} data-live-demo>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={button[variant]} aria-describedby={describedBy}>
        {LL.liveDemo.start()}
      </button>
    </form>
  );
}

/** Why /demo/start sent the visitor back (`?demo=limit|unavailable`), or null. */
function useStartError(): 'limit' | 'unavailable' | null {
  const { search } = useBootstrap();
  const value = new URLSearchParams(search).get('demo');
  return value === 'limit' || value === 'unavailable' ? value : null;
}

/** A band with the title, what the demo is, the refusal if any, and the button. */
export function LiveDemoBand({ id, heading = 'h2' }: { id: string; heading?: 'h2' | 'h3' }) {
  const { LL } = useI18nContext();
  const error = useStartError();
  const Heading = heading;
  return (
    <section className={css.band} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={css.title}>
        {LL.liveDemo.title()}
      </Heading>
      <p>{LL.liveDemo.lead()}</p>
      {error ? (
        <p className={css.error} role="alert">
          {LL.liveDemo.errors[error]()}
        </p>
      ) : null}
      <div>
        <LiveDemoForm describedBy={`${id}-note`} />
      </div>
      <p id={`${id}-note`} className={css.note}>
        {LL.liveDemo.note()}
      </p>
    </section>
  );
}

const ROWS = ['Vila Mar Azul', 'Tejo', 'Hortênsias', 'Mantiqueira', 'Lagoa', 'Cipressi'];
/** Bars of the drawn calendar: row, first night, nights, colour, guest. */
const BARS: [number, number, number, string, string][] = [
  [0, 1, 4, '#0b4f8a', 'Mariana Costa'],
  [0, 7, 3, '#0f6b5c', 'Sophie Laurent'],
  [1, 0, 3, '#146c2e', 'João Pereira'],
  [1, 5, 6, '#0b4f8a', 'Lucía Fernández'],
  [2, 3, 2, '#8a5a00', 'Emma'],
  [2, 9, 4, '#0b4f8a', 'Giulia Romano'],
  [3, 2, 5, '#0f6b5c', 'Marco Bianchi'],
  [4, 0, 2, '#146c2e', 'Diego'],
  [4, 6, 7, '#0b4f8a', 'Camila Rocha'],
  [5, 4, 4, '#0f6b5c', 'Thomas Müller'],
];

/** Drawings of the real workspace's calendar and overview (SVG, made here: no video, no third party). */
export function WorkspaceScreens() {
  const { LL } = useI18nContext();
  const cell = 34;
  const left = 110;
  const top = 30;
  return (
    <section aria-labelledby="workspace-screens-title">
      <h2 id="workspace-screens-title">{LL.liveDemo.screens.title()}</h2>
      <div className={css.screens}>
        <figure className={css.figure}>
          <svg className={css.svg} viewBox={`0 0 ${left + cell * 14 + 10} ${top + ROWS.length * cell + 10}`} role="img" aria-labelledby="workspace-screen-calendar" width="586" height="244">
            <rect x="0" y="0" width="100%" height={top - 4} fill="#f5f7fa" />
            {Array.from({ length: 14 }, (_, day) => (
              <text key={day} x={left + day * cell + cell / 2} y={top - 10} fontSize="11" textAnchor="middle" fill="#4a5566">
                {day + 1}
              </text>
            ))}
            {ROWS.map((name, row) => (
              <g key={name}>
                <text x="8" y={top + row * cell + cell / 2 + 4} fontSize="12" fill="#1b2430">
                  {name}
                </text>
                {Array.from({ length: 14 }, (_, day) => (
                  <rect key={day} x={left + day * cell} y={top + row * cell} width={cell} height={cell} fill="none" stroke="#d3dae3" />
                ))}
              </g>
            ))}
            {BARS.map(([row, start, nights, colour, guest]) => (
              <g key={`${row}-${start}`}>
                <rect x={left + start * cell + 3} y={top + row * cell + 6} width={nights * cell - 6} height={cell - 12} rx="6" fill={colour} />
                <text x={left + start * cell + 9} y={top + row * cell + cell / 2 + 4} fontSize="11" fill="#ffffff">
                  {nights >= 3 ? guest : ''}
                </text>
              </g>
            ))}
          </svg>
          <figcaption id="workspace-screen-calendar" className={css.caption}>
            {LL.liveDemo.screens.calendar()}
          </figcaption>
        </figure>
        <figure className={css.figure}>
          <svg className={css.svg} viewBox="0 0 420 244" role="img" aria-labelledby="workspace-screen-overview" width="420" height="244">
            {[0, 1, 2].map((card) => (
              <g key={card}>
                <rect x={12 + card * 134} y="12" width="124" height="64" rx="8" fill="#f5f7fa" stroke="#d3dae3" />
                <rect x={24 + card * 134} y="26" width="60" height="8" rx="4" fill="#4a5566" />
                <text x={24 + card * 134} y="62" fontSize="22" fontWeight="700" fill="#0b4f8a">
                  {['3', '2', '78%'][card]}
                </text>
              </g>
            ))}
            {[38, 52, 61, 47, 70, 84, 66, 90, 74, 58, 49, 63].map((height, month) => (
              <rect key={month} x={24 + month * 24} y={224 - height * 1.2} width="16" height={height * 1.2} rx="3" fill={month === 6 ? '#0f6b5c' : '#0b4f8a'} />
            ))}
            <circle cx="360" cy="160" r="42" fill="none" stroke="#0b4f8a" strokeWidth="18" strokeDasharray="110 154" />
            <circle cx="360" cy="160" r="42" fill="none" stroke="#0f6b5c" strokeWidth="18" strokeDasharray="70 194" strokeDashoffset="-110" />
            <circle cx="360" cy="160" r="42" fill="none" stroke="#8a5a00" strokeWidth="18" strokeDasharray="40 224" strokeDashoffset="-180" />
          </svg>
          <figcaption id="workspace-screen-overview" className={css.caption}>
            {LL.liveDemo.screens.overview()}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
