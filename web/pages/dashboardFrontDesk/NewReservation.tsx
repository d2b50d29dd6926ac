/**
 * Issue 40: "Nova reserva" from the front desk: the dialog around the workspace's one form
 * (web/workspace/stays/NewReservationForm.tsx, the calendar's dialog uses it too). Loaded when opened.
 */
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { NewReservationForm } from '../../workspace/stays/NewReservationForm';
import * as forms from '../../workspace/stays/stays.css';

interface Props {
  properties: { id: number; name: string; today: string }[];
  onClose: () => void;
  onDone: (message: string) => void;
}

export default function NewReservation({ properties, onClose, onDone }: Props) {
  const { LL } = useI18nContext();
  const t = LL.operations.frontDesk;
  return (
    <ModalOverlay className={forms.overlay} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={forms.modal}>
        <Dialog className={forms.dialog} data-testid="new-reservation">
          <Heading slot="title" className={forms.subTitle}>
            {t.newReservation()}
          </Heading>
          <NewReservationForm properties={properties} onCancel={onClose} onCreated={(created) => onDone(t.created({ code: created.code }))} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
