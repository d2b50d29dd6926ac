/**
 * A property and its first room type with N units, from nothing: the first-run flow on the
 * overview and /dashboard/propriedades/nova. Both forms are checked in the page with the edge's
 * schemas; what the person typed stays on an error. If the room type fails after the property
 * was created, a retry adds the room type to that property instead of creating another.
 */
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { FormMessages } from './FormMessages';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { PropertyFields, draftInput, emptyDraft, type PropertyDraft } from './PropertyFields';
import { RoomTypeFields, emptyRoomType, roomTypeInput, type RoomTypeDraft } from './RoomTypeFields';
import { errorsOf, failureOf, type FieldErrors } from './issues';
import { useMounted } from './useMounted';
import { button } from '../../theme/ui.css';
import * as stays from '../stays/stays.css';
import * as css from './editor.css';

/** The form's rules (the edge's own), fetched once the host starts filling it in: no validation code in the first load. */
const loadRules = () => import('../../../shared/host/workspace');
const prefetchRules = () => void loadRules();

export interface Created {
  id: number;
  name: string;
  units: number;
}

interface Props {
  /** Only the essential property fields (the first-run flow). */
  essentials?: boolean;
  /** The essentials' legend (the full form has its own sections). */
  propertyTitle?: string;
  roomTitle: string;
  roomHelp?: string;
  submit: string;
  submitting: string;
  onCreated: (created: Created) => void;
}

export function CreateProperty({ essentials, propertyTitle, roomTitle, roomHelp, submit, submitting, onCreated }: Props) {
  const { LL, locale } = useI18nContext();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<PropertyDraft>(() => emptyDraft(locale));
  const [room, setRoom] = useState<RoomTypeDraft>(emptyRoomType);
  const [propertyErrors, setPropertyErrors] = useState<FieldErrors>({});
  const [roomErrors, setRoomErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [createdId, setCreatedId] = useState<number | null>(null);
  const createProperty = trpc.host.properties.create.useMutation();
  const createRoomType = trpc.host.roomTypes.create.useMutation();
  const pending = createProperty.isPending || createRoomType.isPending;
  const ready = useMounted();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { propertyFormSchema, roomTypeFormSchema } = await loadRules();
    const property = propertyFormSchema.safeParse(draftInput(draft));
    const roomType = roomTypeFormSchema.safeParse(roomTypeInput(room));
    setPropertyErrors(property.success ? {} : errorsOf(property.error.issues));
    setRoomErrors(roomType.success ? {} : errorsOf(roomType.error.issues));
    if (!property.success || !roomType.success) {
      setMessage(LL.propertyEditor.errors.fix());
      return;
    }
    setMessage('');
    let id = createdId;
    try {
      if (id === null) {
        id = (await createProperty.mutateAsync(property.data)).id;
        setCreatedId(id);
      }
    } catch (error) {
      const failure = failureOf(error);
      setPropertyErrors(failure.fields);
      setMessage(failure.code === 'CONFLICT' ? LL.propertyEditor.errors.slug() : failure.code === 'BAD_REQUEST' ? LL.propertyEditor.errors.fix() : LL.propertyEditor.errors.unknown());
      return;
    }
    try {
      const created = await createRoomType.mutateAsync({ propertyId: id, ...roomType.data });
      await utils.host.properties.list.invalidate();
      onCreated({ id, name: property.data.name, units: created.unitIds.length });
    } catch (error) {
      const failure = failureOf(error);
      setRoomErrors(failure.fields);
      setMessage(failure.code === 'BAD_REQUEST' ? LL.propertyEditor.errors.fix() : LL.propertyEditor.errors.unknown());
    }
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className={stays.stack} aria-busy={pending || undefined} data-ready={ready || undefined}>
      {essentials ? (
        <fieldset className={css.fieldset} onFocus={prefetchRules}>
          <legend className={css.legend}>{propertyTitle}</legend>
          <PropertyFields draft={draft} onChange={setDraft} errors={propertyErrors} essentials />
        </fieldset>
      ) : (
        <div onFocus={prefetchRules}>
          <PropertyFields draft={draft} onChange={setDraft} errors={propertyErrors} />
        </div>
      )}
      <fieldset className={css.fieldset} onFocus={prefetchRules}>
        <legend className={css.legend}>{roomTitle}</legend>
        {roomHelp && <p className={stays.help}>{roomHelp}</p>}
        <RoomTypeFields draft={room} onChange={setRoom} errors={roomErrors} currency={draft.currency} />
      </fieldset>
      <FormMessages error={message} />
      <div className={stays.formActions}>
        <Button type="submit" className={button.primary} isDisabled={pending}>
          {pending ? submitting : submit}
        </Button>
      </div>
    </Form>
  );
}
