/**
 * The tape chart's dialogs, loaded when a range or a block is chosen (their form code and the
 * edge's schemas stay out of the calendar's first load): create a reservation or a block over
 * the chosen nights, or open a block again.
 */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Form, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormText } from '../../workspace/stays/fields';
import { NewReservationForm } from '../../workspace/stays/NewReservationForm';
import { errorsOf, failureOf, issueText, type FieldErrors } from '../../workspace/stays/issues';
import { button } from '../../theme/ui.css';
import * as forms from '../../workspace/stays/stays.css';
import * as css from './calendar.css';
import { createBlockSchema } from '../../../shared/host/reservations';
import { daysBetween } from '../../../shared/stay/dates';
import type { BlockBar, Selection } from './index';

export interface DialogProps {
  selection: Selection;
  propertyId: number;
  onClose: () => void;
  onDone: (message: string, reservation: { id: number; code: string } | null) => void;
  short: (night: string) => string;
}

/**
 * Create a reservation or a block over the chosen nights. A reservation is the workspace's one
 * "Nova reserva" form (the front desk's: plan, the quote's price editable with a reason, source),
 * starting on the chosen unit and nights; a block keeps its own short form. The edge's schemas.
 */
export function CreateDialog({ selection, propertyId, onClose, onDone, short }: DialogProps) {
  const { LL } = useI18nContext();
  const [kind, setKind] = useState<'reservation' | 'block'>('reservation');
  const nights = daysBetween(selection.checkIn, selection.checkOut);
  return (
    <ModalOverlay className={forms.overlay} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={forms.modal}>
        <Dialog className={forms.dialog}>
          <Heading slot="title" className={forms.subTitle}>
            {LL.tapeChart.dialog.title({ unit: selection.unit.name })}
          </Heading>
          <p>{nights > 0 ? LL.tapeChart.dialog.range({ checkIn: short(selection.checkIn), checkOut: short(selection.checkOut), nights }) : ''}</p>
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
          {kind === 'reservation' ? (
            <NewReservationForm
              properties={[{ id: propertyId, name: '', today: selection.checkIn }]}
              initial={{ propertyId, unitId: selection.unit.id, checkIn: selection.checkIn, checkOut: selection.checkOut }}
              onCancel={onClose}
              onCreated={(created) => onDone(LL.tapeChart.dialog.created({ code: created.code }), created)}
            />
          ) : (
            <BlockForm selection={selection} onClose={onClose} onDone={onDone} />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A block over the chosen nights (dates and an optional reason). */
function BlockForm({ selection, onClose, onDone }: Pick<DialogProps, 'selection' | 'onClose' | 'onDone'>) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const [checkIn, setCheckIn] = useState(selection.checkIn);
  const [checkOut, setCheckOut] = useState(selection.checkOut);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const createBlock = trpc.host.blocks.create.useMutation({
    onSuccess: async () => {
      await utils.host.calendar.get.invalidate();
      onDone(LL.tapeChart.dialog.blocked(), null);
    },
    onError: (error) => {
      const failure = failureOf(LL, error);
      setErrors(failure.fields);
      setFormError(failure.message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = createBlockSchema.safeParse({ unitId: selection.unit.id, from: checkIn, to: checkOut, reason });
    if (!parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors({ checkIn: found.from ?? '', checkOut: found.to ?? '', reason: found.reason ?? '' });
      setFormError(LL.reservations.errors.fix());
      return;
    }
    setErrors({});
    createBlock.mutate(parsed.data);
  }
  // Block errors reuse the reservation field names (from → checkIn, to → checkOut).
  const err = (field: string) => issueText(LL, errors[field] || (field === 'checkIn' ? errors.from : field === 'checkOut' ? errors.to : undefined));

  return (
    <Form onSubmit={submit} validationBehavior="aria" className={forms.section}>
      <div className={forms.formGrid}>
        <FormText label={LL.reservations.form.checkIn()} type="date" value={checkIn} onChange={setCheckIn} error={err('checkIn')} isRequired />
        <FormText label={LL.reservations.form.checkOut()} type="date" value={checkOut} onChange={setCheckOut} error={err('checkOut')} isRequired />
      </div>
      <FormText label={`${LL.tapeChart.dialog.reason()} ${LL.reservations.form.optional()}`} value={reason} onChange={setReason} error={err('reason')} />
      {formError && (
        <p role="alert" className={forms.formError}>
          {formError}
        </p>
      )}
      <div className={forms.formActions}>
        <Button type="submit" className={button.primary} isDisabled={createBlock.isPending}>
          {createBlock.isPending ? LL.reservations.form.creating() : LL.tapeChart.dialog.createBlock()}
        </Button>
        <Button className={button.ghost} onPress={onClose}>
          {LL.workspace.common.cancel()}
        </Button>
      </div>
    </Form>
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
