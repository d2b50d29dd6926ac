/**
 * The online check-in filled or corrected at the desk (issue 28): the guest's own fields
 * (web/journey/CheckinFields.tsx) in a form that sends host.checkins.submit, the same rules as
 * the guest's form; a refused save names the fields and keeps what was typed. Document numbers
 * are typed again (the stored ones are never shown). Its own chunk, fetched when the host opens it.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { CheckinFields, type CheckinFieldsProps } from '../../journey/CheckinFields';
import { checkinInputOf } from '../../../shared/journey/checkin-form';
import type { CheckinFields as CheckinInput } from '../../../shared/journey/checkin';
import { button } from '../../theme/ui.css';
import * as css from '../bookingCheckin/checkin.css';

export type DeskCheckinProps = Omit<CheckinFieldsProps, 'values' | 'errors' | 'idPrefix'> & { reservationId: number; onSaved: () => void };

const NOTHING: Record<string, string> = {};

export function DeskCheckin({ reservationId, onSaved, ...stored }: DeskCheckinProps) {
  const { LL } = useI18nContext();
  const t = LL.journey.host.desk;
  const submit = trpc.host.checkins.submit.useMutation();
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [failed, setFailed] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
    });
    setFailed(false);
    try {
      await submit.mutateAsync({ reservationId, ...(checkinInputOf(fields) as CheckinInput) });
      setErrors(new Map());
      onSaved();
    } catch (error) {
      const issues = (error as { data?: { issues?: { field: string; message: string }[] | null } }).data?.issues ?? [];
      setErrors(new Map(issues.map((issue) => [issue.field, /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid'])));
      setFailed(true);
    }
  }

  return (
    <form className={css.form} onSubmit={(event) => void save(event)} noValidate data-testid="desk-checkin">
      <p className={css.hint}>{t.numbersAgain()}</p>
      {failed && (
        <p className={css.alert} role="alert">
          {errors.has('guests') ? LL.journey.checkin.errors.guests() : t.failed()}
        </p>
      )}
      {/* Uncontrolled fields: what the host typed stays in them when a save is refused. */}
      <CheckinFields {...stored} values={NOTHING} errors={errors} idPrefix="desk" />
      <p>
        <Button type="submit" className={button.primary} isDisabled={submit.isPending}>
          {t.save()}
        </Button>
      </p>
    </form>
  );
}
