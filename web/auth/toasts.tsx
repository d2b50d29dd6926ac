import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import * as css from './auth.css';

export interface ToastMessage {
  title: string;
  tone: 'success' | 'error';
}

/** The account screens' notifications (one queue for the page). */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** Success toasts leave by themselves; errors stay until closed or replaced by the next attempt. */
export function showToast(message: ToastMessage): void {
  toastQueue.add(message, message.tone === 'success' ? { timeout: 6000 } : {});
}

export function clearToasts(): void {
  toastQueue.clear();
}

/**
 * react-aria's toast region: a labelled landmark whose toasts are announced to screen readers
 * (role=alert) and reachable with F6; each has a close button.
 */
export function AuthToasts() {
  const { LL } = useI18nContext();
  return (
    <ToastRegion queue={toastQueue} className={css.toastRegion} aria-label={LL.auth.toast.region()}>
      {({ toast }) => (
        <Toast toast={toast} className={css.toast[toast.content.tone]} data-tone={toast.content.tone}>
          <ToastContent className={css.toastContent}>
            <Text slot="title">{toast.content.title}</Text>
          </ToastContent>
          <Button slot="close" className={css.toastClose} aria-label={LL.auth.toast.close()}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
