import { useI18nContext } from '../../i18n/i18n-react';
import { container, section } from '../../theme/ui.css';

// Placeholder while the page is being built (replaced by its owner).
export default function Page() {
  const { LL } = useI18nContext();
  return (
    <section className={section}>
      <div className={container}>
        <h1>{LL.meta.dashboardProperties.title()}</h1>
      </div>
    </section>
  );
}
