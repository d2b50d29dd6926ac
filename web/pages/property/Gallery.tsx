import { useState, type ComponentType } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { PropertyPhoto } from '../../components/property-photos';
import type { Listing } from '../../../shared/properties/listing';
import type { GalleryModalProps } from './GalleryModal';
import * as css from './property.css';
import { notOnServer } from '../../browser-only';
import { useListing } from './listing';
import { COVER_SIZES, TILE_SIZES, UploadedPhoto } from './UploadedPhoto';

type LoadedModal = ComponentType<GalleryModalProps>;
let loading: Promise<LoadedModal> | null = null;
/** The modal (react-aria Modal + Dialog) is only fetched when someone opens the gallery. */
function loadModal(): Promise<LoadedModal> {
  loading ??= (import.meta.env.SSR ? notOnServer('GalleryModal') : import('./GalleryModal')).then((module) => module.GalleryModal);
  return loading;
}

/** Up to five photos in a grid; any of them, or "See All Photos", opens the full gallery. */
export function Gallery({ property, name }: { property: Listing; name: string }) {
  const { LL } = useI18nContext();
  const [Modal, setModal] = useState<LoadedModal | null>(null);
  const [openAt, setOpenAt] = useState<number | null>(null);
  // A host's own photos (issue 24) replace the illustrations; their alt text is the host's,
  // else the photo's place among them.
  const uploads = property.hostPhotos ?? [];
  const total = uploads.length || property.photos.length;
  const alt = (index: number) => {
    const upload = uploads[index];
    if (upload) return upload.alt || `${name}, ${LL.properties.gallery.position({ current: index + 1, total })}`;
    const photo = property.photos[index];
    return photo ? LL.properties.photos[photo.scene]({ name }) : '';
  };

  const open = (index: number) => {
    loadModal()
      .then((loaded) => {
        setModal(() => loaded);
        setOpenAt(index);
      })
      .catch((error: unknown) => console.error('Gallery failed to load', error));
  };
  const prefetch = () => void loadModal().catch(() => undefined);

  return (
    <section aria-label={LL.properties.detail.photos()}>
      <div className={css.gallery}>
        {uploads.length > 0
          ? uploads.slice(0, 5).map((upload, index) => (
              <Button key={upload.src} className={css.tile} onPress={() => open(index)} onHoverStart={prefetch} onFocus={prefetch}>
                <UploadedPhoto photo={upload} alt={alt(index)} sizes={index === 0 ? COVER_SIZES : TILE_SIZES} cover={index === 0} className={css.tilePhoto} />
              </Button>
            ))
          : property.photos.slice(0, 5).map((photo, index) => (
              <Button key={index} className={css.tile} onPress={() => open(index)} onHoverStart={prefetch} onFocus={prefetch}>
                <PropertyPhoto subject={property} scene={photo.scene} alt={alt(index)} className={css.tilePhoto} />
              </Button>
            ))}
        <Button className={css.seeAll} onPress={() => open(0)} onHoverStart={prefetch} onFocus={prefetch}>
          {LL.properties.detail.seeAllPhotos()} ({total})
        </Button>
      </div>
      {Modal && openAt !== null && <Modal property={property} name={name} startAt={openAt} onClose={() => setOpenAt(null)} alt={alt} />}
    </section>
  );
}

/** The gallery as an island of the property page. */
export function GalleryIsland({ name }: { name: string }) {
  return <Gallery property={useListing()} name={name} />;
}
