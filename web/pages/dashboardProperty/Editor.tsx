/**
 * The property editor: the property form, its room types and their units. A chunk of its own
 * (loaded by ./index.tsx, still rendered on the server).
 */
import { Suspense, useState, type FormEvent } from 'react';
import { lazyPart } from '../../lazy-part';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { PixSettings } from '../../workspace/PixSettings';
import { PaymentProviders } from '../../workspace/PaymentProviders';
import { WidgetSnippet } from '../../workspace/WidgetSnippet';
import { ContactForm } from '../../workspace/editor/ContactForm';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { PropertyFields, draftFrom, draftInput, type PropertyDraft } from '../../workspace/editor/PropertyFields';
import { RoomTypeFields, emptyRoomType, roomTypeDetails, roomTypeDraft, roomTypeInput, type RoomTypeDraft } from '../../workspace/editor/RoomTypeFields';
import { editorErrors, errorsOf, failureOf, sentence, type FieldErrors } from '../../workspace/editor/issues';
import { useMounted } from '../../workspace/editor/useMounted';
import { NamesPostFields, useNamesFormProps, useNamesPost } from '../../workspace/editor/LocalNamesFields';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as css from '../../workspace/editor/editor.css';
import { propertyFormSchema, roomTypeFormSchema, unitNameSchema, updateRoomTypeSchema } from '../../../shared/host/workspace';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';

const ConfirmDialog = lazyPart(() => import('../../workspace/stays/ConfirmDialog').then((module) => module.default));
/** The photos (issue 24): upload, order, alt text, deletion; a chunk of its own, fetched beside this one. */
const PhotosSection = lazyPart(() => import('../../workspace/editor/PhotosSection').then((module) => module.default), { prefetch: true });

type Detail = inferRouterOutputs<AppRouter>['host']['properties']['get'];
type RoomType = Detail['roomTypes'][number];

export default function Editor({ id }: { id: number }) {
  const { LL } = useI18nContext();
  const ready = useMounted();
  const detail = trpc.host.properties.get.useQuery({ id }, { retry: false });
  if (detail.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!detail.data) return <p role="alert">{LL.propertyEditor.errors.notFound()}</p>;
  return (
    <div className={stays.stack} data-ready={ready || undefined} data-testid="property-editor">
      <h2 className={stays.subTitle}>{detail.data.name}</h2>
      <PropertyForm detail={detail.data} />
      {/* Issue 39: the host's own contact for guests (page, confirmation, mails). */}
      <ContactForm propertyId={detail.data.id} initial={{ contactEmail: detail.data.contactEmail, contactPhone: detail.data.contactPhone, whatsapp: detail.data.whatsapp }} />
      <Suspense fallback={null}>
        <PhotosSection propertyId={detail.data.id} />
      </Suspense>
      <RoomTypes detail={detail.data} />
      {/* Pix at booking (key, receiver, payment policy): the Pix settings form, saved through host.properties.update. */}
      <PixSettings propertyId={detail.data.id} />
      {/* Issue 42: the host's own Mercado Pago or Stripe account and which one takes this property's online payments. */}
      <PaymentProviders propertyId={detail.data.id} currency={detail.data.currency} />
      {/* The booking widget for the host's own website: script and iframe snippets to copy. */}
      {detail.data.published ? <WidgetSnippet propertyId={detail.data.id} /> : null}
    </div>
  );
}

function PropertyForm({ detail }: { detail: Detail }) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<PropertyDraft>(() => draftFrom(detail));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const update = trpc.host.properties.update.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    const parsed = propertyFormSchema.safeParse(draftInput(draft));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage(LL.propertyEditor.errors.fix());
      return;
    }
    setErrors({});
    setMessage('');
    try {
      await update.mutateAsync({ id: detail.id, ...parsed.data });
      await Promise.all([utils.host.properties.get.invalidate({ id: detail.id }), utils.host.properties.list.invalidate()]);
      setNotice(LL.propertyEditor.form.saved());
    } catch (error) {
      const failure = failureOf(error);
      setErrors(failure.fields);
      setMessage(failure.code === 'BAD_REQUEST' ? LL.propertyEditor.errors.fix() : LL.propertyEditor.errors.unknown());
    }
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className={stays.stack}>
      <PropertyFields draft={draft} onChange={setDraft} errors={errors} />
      <FormMessages error={message} status={notice} />
      <div className={stays.formActions}>
        <Button type="submit" className={button.primary} isDisabled={update.isPending}>
          {update.isPending ? LL.propertyEditor.form.saving() : LL.propertyEditor.form.save()}
        </Button>
      </div>
    </Form>
  );
}

function RoomTypes({ detail }: { detail: Detail }) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.roomTypes;
  return (
    <section className={stays.section} aria-labelledby="room-types-title">
      <h2 id="room-types-title" className={stays.subTitle}>
        {t.title()}
      </h2>
      {detail.roomTypes.length === 0 && <p>{t.empty()}</p>}
      {detail.roomTypes.map((roomType) => (
        <RoomTypeEditor key={roomType.id} propertyId={detail.id} roomType={roomType} currency={detail.currency} />
      ))}
      <AddRoomType propertyId={detail.id} currency={detail.currency} />
    </section>
  );
}

function useRefresh(propertyId: number) {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.host.properties.get.invalidate({ id: propertyId }), utils.host.roomTypes.list.invalidate({ propertyId })]);
}

function RoomTypeEditor({ propertyId, roomType, currency }: { propertyId: number; roomType: RoomType; currency: string }) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.roomTypes;
  const refresh = useRefresh(propertyId);
  // What a no-JS post of its names answered (issue 39): saved, or refused with what was typed.
  const posted = useNamesPost('roomType', roomType.id);
  const formProps = useNamesFormProps();
  const [draft, setDraft] = useState<RoomTypeDraft>(() => ({ ...roomTypeDraft(roomType), ...posted.draft }));
  const [errors, setErrors] = useState<FieldErrors>(posted.errors);
  const [message, setMessage] = useState(() => (posted.errors.form === 'NOT_FOUND' ? LL.propertyEditor.errors.notFound() : posted.errors.form ? LL.propertyEditor.errors.unknown() : posted.draft ? LL.propertyEditor.errors.fix() : ''));
  const [notice, setNotice] = useState(() => (posted.saved ? LL.propertyEditor.form.saved() : ''));
  const update = trpc.host.roomTypes.update.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    const { units: _units, ...fields } = roomTypeInput(draft);
    const parsed = updateRoomTypeSchema.safeParse({ id: roomType.id, ...fields, ...roomTypeDetails(draft) });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage(LL.propertyEditor.errors.fix());
      return;
    }
    setErrors({});
    setMessage('');
    try {
      await update.mutateAsync(parsed.data);
      await refresh();
      setNotice(LL.propertyEditor.form.saved());
    } catch (error) {
      const failure = failureOf(error);
      setErrors(failure.fields);
      setMessage(failure.code === 'BAD_REQUEST' ? LL.propertyEditor.errors.fix() : LL.propertyEditor.errors.unknown());
    }
  }

  const headingId = `room-type-${roomType.id}`;
  return (
    <div className={css.fieldset} role="group" aria-labelledby={headingId} data-testid={`room-type-${roomType.id}`}>
      <h3 id={headingId} className={stays.subTitle}>
        {roomType.name}
      </h3>
      <Form onSubmit={onSubmit} validationBehavior="aria" className={stays.section} {...formProps}>
        <NamesPostFields kind="roomType" id={roomType.id} propertyId={propertyId} anchor={headingId} />
        <RoomTypeFields draft={draft} onChange={setDraft} errors={errors} currency={currency} withUnits={false} />
        <FormMessages error={message} status={notice} />
        <div className={stays.formActions}>
          <Button type="submit" className={button.secondary} isDisabled={update.isPending}>
            {t.save()}
          </Button>
        </div>
      </Form>
      <h4 className={stays.label}>{t.unitsOf({ name: roomType.name })}</h4>
      <ul className={css.unitList}>
        {roomType.units.map((unit) => (
          <UnitRow key={unit.id} propertyId={propertyId} unit={unit} />
        ))}
      </ul>
      <AddUnit propertyId={propertyId} roomTypeId={roomType.id} />
    </div>
  );
}

function UnitRow({ propertyId, unit }: { propertyId: number; unit: { id: number; name: string } }) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.roomTypes;
  const refresh = useRefresh(propertyId);
  const [name, setName] = useState(unit.name);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const rename = trpc.host.units.rename.useMutation();
  const remove = trpc.host.units.delete.useMutation();

  async function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const parsed = unitNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(sentence(editorErrors(LL), parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      await rename.mutateAsync({ id: unit.id, name: parsed.data });
      await refresh();
      setStatus(t.renamed());
    } catch (failed) {
      const failure = failureOf(failed);
      setError(sentence(editorErrors(LL), failure.fields.name) ?? LL.propertyEditor.errors.unknown());
    }
  }

  const [confirming, setConfirming] = useState(false);

  async function onDelete() {
    setStatus('');
    try {
      await remove.mutateAsync({ id: unit.id });
      setConfirming(false);
      await refresh();
    } catch (failed) {
      setConfirming(false);
      setError(failureOf(failed).code === 'CONFLICT' ? t.unitHasStays() : LL.propertyEditor.errors.unknown());
    }
  }

  return (
    <li data-testid={`unit-${unit.id}`}>
      <Form onSubmit={onRename} validationBehavior="aria" className={css.unitRow}>
        <TextField className={`${stays.field} ${css.grow}`} value={name} onChange={setName} isInvalid={Boolean(error)}>
          <Label className={stays.label}>{t.unitName()}</Label>
          <Input className={stays.input} />
          <FieldError className={stays.error}>{error}</FieldError>
        </TextField>
        <Button type="submit" className={button.secondary} isDisabled={rename.isPending}>
          {t.rename()}
        </Button>
        <Button className={button.ghost} onPress={() => setConfirming(true)} isDisabled={remove.isPending}>
          {t.delete({ name: unit.name })}
        </Button>
      </Form>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t.deleteTitle({ name: unit.name })}
            body={t.deleteBody()}
            confirm={t.delete({ name: unit.name })}
            keep={LL.workspace.common.cancel()}
            isPending={remove.isPending}
            onConfirm={onDelete}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
      <p className={stays.notice} role="status">
        {status}
      </p>
    </li>
  );
}

function AddUnit({ propertyId, roomTypeId }: { propertyId: number; roomTypeId: number }) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.roomTypes;
  const refresh = useRefresh(propertyId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const create = trpc.host.units.create.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const parsed = unitNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(sentence(editorErrors(LL), parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      await create.mutateAsync({ roomTypeId, name: parsed.data });
      setName('');
      await refresh();
      setStatus(t.unitAdded());
    } catch (failed) {
      setError(sentence(editorErrors(LL), failureOf(failed).fields.name) ?? LL.propertyEditor.errors.unknown());
    }
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className={css.unitRow}>
      <TextField className={`${stays.field} ${css.grow}`} value={name} onChange={setName} isInvalid={Boolean(error)}>
        <Label className={stays.label}>{t.newUnit()}</Label>
        <Input className={stays.input} />
        <FieldError className={stays.error}>{error}</FieldError>
      </TextField>
      <Button type="submit" className={button.secondary} isDisabled={create.isPending}>
        {t.addUnit()}
      </Button>
      <p className={stays.notice} role="status">
        {status}
      </p>
    </Form>
  );
}

function AddRoomType({ propertyId, currency }: { propertyId: number; currency: string }) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.roomTypes;
  const refresh = useRefresh(propertyId);
  const [draft, setDraft] = useState<RoomTypeDraft>(emptyRoomType);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const create = trpc.host.roomTypes.create.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    const parsed = roomTypeFormSchema.safeParse(roomTypeInput(draft));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage(LL.propertyEditor.errors.fix());
      return;
    }
    setErrors({});
    setMessage('');
    try {
      await create.mutateAsync({ propertyId, ...parsed.data });
      setDraft(emptyRoomType());
      await refresh();
      setNotice(t.added());
    } catch (error) {
      const failure = failureOf(error);
      setErrors(failure.fields);
      setMessage(failure.code === 'BAD_REQUEST' ? LL.propertyEditor.errors.fix() : LL.propertyEditor.errors.unknown());
    }
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className={css.fieldset} aria-labelledby="add-room-type-title">
      <h3 id="add-room-type-title" className={stays.subTitle}>
        {t.add()}
      </h3>
      <RoomTypeFields draft={draft} onChange={setDraft} errors={errors} currency={currency} />
      <FormMessages error={message} status={notice} />
      <div className={stays.formActions}>
        <Button type="submit" className={button.primary} isDisabled={create.isPending}>
          {create.isPending ? t.adding() : t.add()}
        </Button>
      </div>
    </Form>
  );
}
