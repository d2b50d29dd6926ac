import { useI18nContext } from '../../i18n/i18n-react';
import type { ReservationStatus } from '../../../shared/host/reservations';
import * as css from './stays.css';

export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { LL } = useI18nContext();
  return <span className={`${css.badgeBase} ${css.badge[status]}`}>{LL.workspace.status[status]()}</span>;
}
