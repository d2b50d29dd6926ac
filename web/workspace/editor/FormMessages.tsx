import * as css from './editor.css';

/**
 * A form's error (an alert, announced when it appears) and its status line (a polite live
 * region, always present so its changes are announced), kept close to the form's buttons.
 */
export function FormMessages({ error, status, statusTestId }: { error: string; status?: string; statusTestId?: string }) {
  return (
    <div className={css.messages}>
      <p className={css.messageError} role="alert">
        {error}
      </p>
      {status !== undefined && (
        <p className={css.messageStatus} role="status" data-testid={statusTestId}>
          {status}
        </p>
      )}
    </div>
  );
}
