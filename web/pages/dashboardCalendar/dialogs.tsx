/**
 * The tape chart's dialogs, loaded when a range or a block is chosen (their form code and the
 * edge's schemas stay out of the calendar's first load): create a reservation or a block over
 * the chosen nights, or open a block again.
 */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Form, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormSelect, FormText } from '../../workspace/stays/fields';
import { errorsOf, failureOf, issueText, type FieldErrors } from '../../workspace/stays/issues';
import { button } from '../../theme/ui.css';
import * as forms from '../../workspace/stays/stays.css';
import * as css from './calendar.css';
import { MANUAL_STATUSES, createBlockSchema, createReservationSchema, type ReservationStatus } from '../../../shared/host/reservations';
import { daysBetween } from '../../../shared/stay/dates';
import type { BlockBar, Selection } from './index';

export interface DialogProps {
  selection: Selection;
  propertyId: number;
  onClose: () => void;
  onDone: (message: string, reservation: { id: number; code: string } | null) => void;
  short: (night: string) => string;
}

/** Create a reservation or a block over the chosen nights; the same schemas as the edge. */
export function CreateDialog({ selection, propertyId, onClose, onDone, short }: DialogProps) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<'reservation' | 'block'>('reservation');
  const [checkIn, setCheckIn] = useState(selection.checkIn);
  const [checkOut, setCheckOut] = useState(selection.checkOut);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [adults, setAdults] = useState('2');
  const [children, setChildren] = useState('0');
  const [status, setStatus] = useState<(typeof MANUAL_STATUSES)[number]>('confirmed');
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refresh = () => utils.host.calendar.get.invalidate();
  const fail = (error: unknown) => {
    const failure = failureOf(LL, error);
    setErrors(failure.fields);
    setFormError(failure.message);
  };
  const createReservation = trpc.host.reservations.create.useMutation({
    onSuccess: async (created) => {
      await refresh();
      onDone(LL.tapeChart.dialog.created({ code: created.code }), { id: created.id, code: created.code });
    },
    onError: fail,
  });
  const createBlock = trpc.host.blocks.create.useMutation({
    onSuccess: async () => {
      await refresh();
      onDone(LL.tapeChart.dialog.blocked(), null);
    },
    onError: fail,
  });
  const pending = createReservation.isPending || createBlock.isPending;
  const nights = daysBetween(checkIn, checkOut);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (kind === 'block') {
      const parsed = createBlockSchema.safeParse({ unitId: selection.unit.id, from: checkIn, to: checkOut, reason });
      if (!parsed.success) {
        const found = errorsOf(parsed.error.issues);
        setErrors({ checkIn: found.from ?? '', checkOut: found.to ?? '', reason: found.reason ?? '' });
        setFormError(LL.reservations.errors.fix());
        return;
      }
      setErrors({});
      createBlock.mutate(parsed.data);
      return;
    }
    const parsed = createReservationSchema.safeParse({
      propertyId,
      unitId: selection.unit.id,
      checkIn,
      checkOut,
      guest: { name, email, phone },
      adults: Number(adults),
      children: Number(children),
      status,
      notes,
    });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setFormError(LL.reservations.errors.fix());
      return;
    }
    setErrors({});
    createReservation.mutate(parsed.data);
  }
  // Block errors reuse the reservation field names (from → checkIn, to → checkOut).
  const err = (field: string) => issueText(LL, errors[field] || (field === 'checkIn' ? errors.from : field === 'checkOut' ? errors.to : undefined));

  return (
    <ModalOverlay className={forms.overlay} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={forms.modal}>
        <Dialog className={forms.dialog}>
          <Heading slot="title" className={forms.subTitle}>
            {LL.tapeChart.dialog.title({ unit: selection.unit.name })}
          </Heading>
          <p>{nights > 0 ? LL.tapeChart.dialog.range({ checkIn: short(checkIn), checkOut: short(checkOut), nights }) : ''}</p>
          <Form onSubmit={submit} validationBehavior="aria" className={forms.section}>
            <RadioGroup className={forms.field} value={kind} onChange={(value) => setKind(value as 'reservation' | 'block')} orientation="horizontal">
              <Label className={forms.label}>{LL.tapeChart.dialog.kind()}</Label>
              <div className={css.kind}>
                <Radio value="reservation" className={css.radio}>
                  {LL.tapeChart.dialog.reservation()}
                </Radio>
                <Radio value="block" className={css.radio}>
                  {LL.tapeChart.dialog.block()}
                </Radio>
              </div>
            </RadioGroup>
            <div className={forms.formGrid}>
              <FormText label={LL.reservations.form.checkIn()} type="date" value={checkIn} onChange={setCheckIn} error={err('checkIn')} isRequired />
              <FormText label={LL.reservations.form.checkOut()} type="date" value={checkOut} onChange={setCheckOut} error={err('checkOut')} isRequired />
            </div>
            {kind === 'reservation' ? (
              <div className={forms.formGrid}>
                <FormText label={LL.reservations.form.guestName()} value={name} onChange={setName} error={err('guest.name')} isRequired autoComplete="off" />
                <FormText label={`${LL.reservations.form.guestEmail()} ${LL.reservations.form.optional()}`} type="email" value={email} onChange={setEmail} error={err('guest.email')} autoComplete="off" />
                <FormText label={`${LL.reservations.form.guestPhone()} ${LL.reservations.form.optional()}`} type="tel" value={phone} onChange={setPhone} error={err('guest.phone')} autoComplete="off" />
                <FormText label={LL.reservations.form.adults()} type="number" value={adults} onChange={setAdults} error={err('adults')} isRequired />
                <FormText label={LL.reservations.form.children()} type="number" value={children} onChange={setChildren} error={err('children')} />
                <FormSelect
                  label={LL.reservations.form.status()}
                  value={status}
                  onChange={setStatus}
                  options={MANUAL_STATUSES.map((id) => ({ id, label: LL.workspace.status[id as ReservationStatus]() }))}
                  error={err('status')}
                />
                <FormText label={`${LL.reservations.form.notes()} ${LL.reservations.form.optional()}`} value={notes} onChange={setNotes} error={err('notes')} multiline />
              </div>
            ) : (
              <FormText label={`${LL.tapeChart.dialog.reason()} ${LL.reservations.form.optional()}`} value={reason} onChange={setReason} error={err('reason')} />
            )}
            {formError && (
              <p role="alert" className={forms.formError}>
                {formError}
              </p>
            )}
            <div className={forms.formActions}>
              <Button type="submit" className={button.primary} isDisabled={pending}>
                {pending ? LL.reservations.form.creating() : kind === 'reservation' ? LL.reservations.form.create() : LL.tapeChart.dialog.createBlock()}
              </Button>
              <Button className={button.ghost} onPress={onClose}>
                {LL.workspace.common.cancel()}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function BlockDialog({ block, label, onClose, onDone }: { block: BlockBar; label: string; onClose: () => void; onDone: () => void }) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const remove = trpc.host.blocks.delete.useMutation({
    onSuccess: async () => {
      await utils.host.calendar.get.invalidate();
      onDone();
    },
    onError: (failure) => setError(failureOf(LL, failure).message),
  });
  return (
    <ModalOverlay className={forms.overlay} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={forms.modal}>
        <Dialog className={forms.dialog}>
          <Heading slot="title" className={forms.subTitle}>
            {label}
          </Heading>
          {error && (
            <p role="alert" className={forms.formError}>
              {error}
            </p>
          )}
          <div className={forms.formActions}>
            {block.source === 'host' && (
              <Button className={button.primary} onPress={() => remove.mutate({ id: block.id })} isDisabled={remove.isPending}>
                {LL.tapeChart.blockRemove()}
              </Button>
            )}
            <Button className={button.ghost} onPress={onClose}>
              {LL.workspace.common.close()}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
