import type { ReactNode } from 'react';
import { Icon } from './Icon';
import * as css from './marketing.css';

/** A list of benefits, each with a check mark. */
export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={css.checkList}>
      {items.map((item, i) => (
        <li key={i} className={css.checkItem}>
          <Icon name="check" size={20} className={css.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
