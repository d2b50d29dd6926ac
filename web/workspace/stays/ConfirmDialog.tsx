/** A modal that asks before an action that cannot be undone (loaded only when it opens). */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { button } from '../../theme/ui.css';
import * as css from './stays.css';

interface Props {
  title: string;
  body: string;
  confirm: string;
  keep: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export default function ConfirmDialog({ title, body, confirm, keep, isPending, onConfirm, onClose }: Props) {
  return (
    <ModalOverlay className={css.overlay} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={css.modal}>
        <Dialog className={css.dialog} role="alertdialog">
          <Heading slot="title" className={css.subTitle}>
            {title}
          </Heading>
          <p>{body}</p>
          <div className={css.formActions}>
            <Button className={button.primary} isDisabled={isPending} onPress={onConfirm}>
              {confirm}
            </Button>
            <Button className={button.ghost} onPress={onClose} autoFocus>
              {keep}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
