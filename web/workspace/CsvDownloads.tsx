/**
 * The two download buttons every CSV export shows (issue 43): the spreadsheet for people
 * (`format=excel`: `;`, decimal comma, dates and words in the page's language) and the machine
 * form for software (`format=csv`). Each says which it is; plain links, so they work without
 * JavaScript.
 */
import { useI18nContext } from '../i18n/i18n-react';
import { button } from '../theme/ui.css';

export function CsvDownloads({ path, query }: { path: string; query?: string }) {
  const { LL, locale } = useI18nContext();
  const link = (format: 'excel' | 'csv') => `${path}?${[query, `format=${format}`, `locale=${locale}`].filter(Boolean).join('&')}`;
  return (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }} role="group" aria-label={LL.workspace.downloads.label()}>
      <a className={button.secondary} href={link('excel')} download data-format="excel">
        {LL.workspace.downloads.excel()}
      </a>
      <a className={button.secondary} href={link('csv')} download data-format="csv">
        {LL.workspace.downloads.csv()}
      </a>
    </p>
  );
}
