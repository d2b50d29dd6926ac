/**
 * The reservation's edit form (dates, unit, guests, notes), validated with the edge's schema; a
 * taken night says so and keeps what was typed. A part of ./index.tsx loaded on first use.
 */
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormSelect, FormText } from '../../workspace/stays/fields';
import { errorsOf, failureOf, issueText, type FieldErrors } from '../../workspace/stays/issues';
import { button, card } from '../../theme/ui.css';
import * as css from '../../workspace/stays/stays.css';
import { canMove } from '../../../shared/host/stay-rules';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';

type Reservation = inferRouterOutputs<AppRouter>['host']['reservations']['get'];

/** The form's schema (the edge's), loaded when the person starts editing: no schema code in the first load. */
const loadSchemas = () => import('../../../shared/host/reservations');

export default function EditForm({ reservation, onSaved }: { reservation: Reservation; onSaved: () => void }) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const [checkIn, setCheckIn] = useState(reservation.checkIn);
  const [checkOut, setCheckOut] = useState(reservation.checkOut);
  const [unitId, setUnitId] = useState(String(reservation.unitId));
  const [adults, setAdults] = useState(String(reservation.adults));
  const [children, setChildren] = useState(String(reservation.children));
  const [notes, setNotes] = useState(reservation.notes);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = trpc.host.reservations.update.useMutation({
    onSuccess: async () => {
      setFormError(null);
      await utils.host.reservations.get.invalidate({ id: reservation.id });
      onSaved();
    },
    onError: (error) => {
      const failure = failureOf(LL, error);
      setErrors(failure.fields);
      setFormError(failure.message);
    },
  });
  const movable = canMove(reservation.status);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { updateReservationSchema } = await loadSchemas();
    const candidate = {
      id: reservation.id,
      ...(movable ? { checkIn, checkOut, unitId: Number(unitId) } : {}),
      adults: Number(adults),
      children: Number(children),
      notes,
    };
    const parsed = updateReservationSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setFormError(LL.reservations.errors.fix());
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  }
  const err = (field: string) => issueText(LL, errors[field]);
  return (
    <section className={card} aria-labelledby="edit-title">
      <h2 id="edit-title" className={css.subTitle}>
        {LL.reservations.detail.editTitle()}
      </h2>
      <p className={css.help}>{movable ? LL.reservations.detail.editHelp() : LL.reservations.detail.cannotMove({ status: LL.workspace.status[reservation.status]() })}</p>
      <div onFocus={() => void loadSchemas()}>
      <Form onSubmit={submit} validationBehavior="aria" className={css.section}>
        <div className={css.formGrid}>
          {movable && (
            <>
              <FormText label={LL.reservations.form.checkIn()} type="date" value={checkIn} onChange={setCheckIn} error={err('checkIn')} isRequired />
              <FormText label={LL.reservations.form.checkOut()} type="date" value={checkOut} onChange={setCheckOut} error={err('checkOut')} isRequired />
              <FormSelect
                label={LL.reservations.form.unit()}
                value={unitId}
                onChange={setUnitId}
                options={reservation.units.map((unit) => ({ id: String(unit.id), label: `${unit.name} (${unit.roomTypeName})` }))}
                error={err('unitId')}
              />
            </>
          )}
          <FormText label={LL.reservations.form.adults()} type="number" value={adults} onChange={setAdults} error={err('adults')} isRequired />
          <FormText label={LL.reservations.form.children()} type="number" value={children} onChange={setChildren} error={err('children')} />
          <FormText label={LL.reservations.form.notes()} value={notes} onChange={setNotes} error={err('notes')} multiline />
        </div>
        {formError && (
          <p role="alert" className={css.formError}>
            {formError}
          </p>
        )}
        <div className={css.formActions}>
          <Button type="submit" className={button.primary} isDisabled={update.isPending}>
            {update.isPending ? LL.reservations.form.saving() : LL.reservations.form.save()}
          </Button>
        </div>
      </Form>
      </div>
    </section>
  );
}
