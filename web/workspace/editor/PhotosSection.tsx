/**
 * The property editor's photos (issue 24): several at once from a file input or dropped, each
 * with its own progress; reordered by pointer (drag a photo onto another place) or keyboard (the
 * earlier/later buttons); alt text per language; deletion after a confirmation. Uploads go to
 * POST /api/host/photos with the session cookie; the list, order, texts and deletion through
 * host.photos.*. A chunk of its own (lazyPart in the editor).
 */
import { Suspense, useRef, useState, type DragEvent } from 'react';
import { Button, DropZone, FileTrigger, Form, Input, Label, Text, TextField } from 'react-aria-components';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { button } from '../../theme/ui.css';
import * as stays from '../stays/stays.css';
import * as css from './photos.css';
import { useMounted } from './useMounted';
import { LOCALES, LOCALE_TAGS, languageName, type Locale } from '../../../shared/locales';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES } from '../../../shared/host/photos';

const ConfirmDialog = lazyPart(() => import('../stays/ConfirmDialog').then((module) => module.default));

type Photo = inferRouterOutputs<AppRouter>['host']['photos']['list'][number];

interface Upload {
  key: string;
  name: string;
  /** 0..1 while sending; null once answered. */
  progress: number | null;
  error: string | null;
}

/** Sends one file, reporting the share sent; resolves with the HTTP status (0 when the network failed). */
function send(file: File, propertyId: number, onProgress: (share: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/host/photos?propertyId=${propertyId}`);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(xhr.status);
    xhr.onerror = () => resolve(0);
    xhr.send(file);
  });
}

const thumbOf = (photo: Photo) => `${photo.url.slice(0, photo.url.lastIndexOf('/') + 1)}${photo.widths[0] ?? photo.width}.webp`;

export default function PhotosSection({ propertyId }: { propertyId: number }) {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.photos;
  const utils = trpc.useUtils();
  const list = trpc.host.photos.list.useQuery({ propertyId });
  const update = trpc.host.photos.update.useMutation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [status, setStatus] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const counter = useRef(0);
  const photos = list.data ?? [];
  // Marks the section live (its file input reacts): server HTML alone would drop a selection.
  const ready = useMounted();
  const refresh = () => utils.host.photos.list.invalidate({ propertyId });

  async function uploadAll(files: File[]) {
    const queued = files.map((file) => ({ file, key: `u${(counter.current += 1)}` }));
    setUploads((current) => [...current, ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null }))]);
    const patch = (key: string, change: Partial<Upload>) => setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
    // One at a time: each file's bar moves on its own and a slow link is not shared four ways.
    for (const { file, key } of queued) {
      if (file.size > MAX_PHOTO_BYTES) {
        patch(key, { progress: null, error: t.tooLarge() });
        continue;
      }
      const status = await send(file, propertyId, (share) => patch(key, { progress: share }));
      const error = status === 201 ? null : status === 413 ? t.tooLarge() : status === 415 ? t.wrongType() : status === 409 ? t.tooMany() : t.unknown();
      patch(key, { progress: null, error });
      setStatus(error ? t.failed({ name: file.name, reason: error }) : t.uploaded({ name: file.name }));
      if (!error) await refresh();
    }
  }

  async function move(photo: Photo, position: number) {
    if (position < 0 || position >= photos.length || position === photo.position) return;
    await update.mutateAsync({ id: photo.id, position });
    await refresh();
    setStatus(t.moved({ n: position + 1 }));
  }

  const dropOn = (target: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const photo = photos.find((item) => item.id === dragged);
    setDragged(null);
    setOver(null);
    if (photo) void move(photo, target);
  };

  return (
    <section className={stays.section} aria-labelledby="photos-title" data-testid="photos-section" data-ready={ready || undefined}>
      <h2 id="photos-title" className={stays.subTitle}>
        {t.title()}
      </h2>
      <p>{t.lead({ max: MAX_PHOTOS })}</p>
      <DropZone
        className={css.drop}
        getDropOperation={(types) => (PHOTO_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.filter((item): item is Extract<typeof item, { kind: 'file' }> => item.kind === 'file').map((item) => item.getFile()),
          );
          if (files.length) await uploadAll(files);
        }}
      >
        <FileTrigger allowsMultiple acceptedFileTypes={[...PHOTO_TYPES]} onSelect={(selected) => selected && void uploadAll(Array.from(selected))}>
          <Button className={button.primary}>{t.choose()}</Button>
        </FileTrigger>
        <Text slot="label">{t.drop()}</Text>
      </DropZone>
      {uploads.length > 0 && (
        <ul className={css.progress} data-testid="photo-uploads">
          {uploads.map((item) => (
            <li key={item.key}>
              {item.progress !== null ? (
                <label>
                  {t.uploading({ name: item.name })}{' '}
                  <progress className={css.bar} max={1} value={item.progress} />
                </label>
              ) : item.error ? (
                <span className={stays.error}>{t.failed({ name: item.name, reason: item.error })}</span>
              ) : (
                <span>{t.uploaded({ name: item.name })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={stays.notice}>
        {status}
      </p>
      {photos.length === 0 && !list.isLoading && <p>{t.empty()}</p>}
      <ol className={css.list} data-testid="photo-list">
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            className={css.item}
            draggable
            data-dragging={dragged === photo.id || undefined}
            data-over={over === index || undefined}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(photo.id));
              setDragged(photo.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDrop={dropOn(index)}
            data-testid="photo-item"
            data-photo-id={photo.id}
          >
            <img className={css.thumb} src={thumbOf(photo)} width={photo.width} height={photo.height} alt="" loading="lazy" />
            <PhotoEditor photo={photo} index={index} total={photos.length} onMove={(position) => void move(photo, position)} onChanged={refresh} onStatus={setStatus} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function PhotoEditor({ photo, index, total, onMove, onChanged, onStatus }: { photo: Photo; index: number; total: number; onMove: (position: number) => void; onChanged: () => Promise<unknown>; onStatus: (text: string) => void }) {
  const { LL, locale: pageLocale } = useI18nContext();
  const t = LL.propertyEditor.photos;
  const [alt, setAlt] = useState<Record<Locale, string>>(() => ({ pt: photo.alt.pt ?? '', en: photo.alt.en ?? '', es: photo.alt.es ?? '', it: photo.alt.it ?? '' }));
  const [confirming, setConfirming] = useState(false);
  const update = trpc.host.photos.update.useMutation();
  const remove = trpc.host.photos.delete.useMutation();
  const heading = `${t.photo({ n: index + 1, total })}${index === 0 ? ` · ${t.cover()}` : ''}`;

  return (
    <div className={stays.section}>
      <h3 className={stays.label} id={`photo-${photo.id}-title`}>
        {heading}
      </h3>
      <div className={stays.buttons} role="group" aria-labelledby={`photo-${photo.id}-title`}>
        <Button className={button.ghost} isDisabled={index === 0} onPress={() => onMove(index - 1)}>
          {t.earlier()}
        </Button>
        <Button className={button.ghost} isDisabled={index === total - 1} onPress={() => onMove(index + 1)}>
          {t.later()}
        </Button>
        <Button className={button.ghost} onPress={() => setConfirming(true)}>
          {t.remove()}
        </Button>
      </div>
      <Form
        className={stays.formGrid}
        onSubmit={async (event) => {
          event.preventDefault();
          await update.mutateAsync({ id: photo.id, alt });
          await onChanged();
          onStatus(t.altSaved());
        }}
      >
        {LOCALES.map((locale) => (
          <TextField key={locale} className={stays.field} value={alt[locale]} onChange={(value) => setAlt((current) => ({ ...current, [locale]: value }))} maxLength={300}>
            <Label className={stays.label}>{t.alt({ language: languageName(locale, pageLocale) })}</Label>
            <Input className={stays.input} lang={LOCALE_TAGS[locale].lang} />
            <Text slot="description" className={stays.help}>
              {t.altHint()}
            </Text>
          </TextField>
        ))}
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={update.isPending}>
            {t.saveAlt()}
          </Button>
        </div>
      </Form>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t.removeTitle()}
            body={t.removeBody()}
            confirm={t.remove()}
            keep={LL.workspace.common.cancel()}
            isPending={remove.isPending}
            onConfirm={async () => {
              await remove.mutateAsync({ id: photo.id });
              setConfirming(false);
              await onChanged();
              onStatus(t.removed());
            }}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
