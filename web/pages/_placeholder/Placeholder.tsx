import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { container, pageHeader, lead } from '../../theme/ui.css';
import type { NamespaceMetaTranslation } from '../../i18n/i18n-types';

/** A page whose full content has not been built yet: its own heading and intro, honestly. */
export default function Placeholder() {
  const { LL } = useI18nContext();
  const { routeId } = useBootstrap();
  const meta = LL.meta[routeId as keyof NamespaceMetaTranslation] as { title: () => string; description: () => string };
  return (
    <header className={pageHeader}>
      <div className={container}>
        <h1>{meta.title()}</h1>
        <p className={lead}>{meta.description()}</p>
      </div>
    </header>
  );
}
