import { useState, type ComponentType } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { PropertyPhoto } from '../../components/property-photos';
import type { Listing } from '../../../shared/properties/listing';
import type { GalleryModalProps } from './GalleryModal';
import * as css from './property.css';
import { notOnServer } from '../../browser-only';
import { useListing } from './listing';

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
  const alt = (index: number) => {
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
        {property.photos.slice(0, 5).map((photo, index) => (
          <Button key={index} className={css.tile} onPress={() => open(index)} onHoverStart={prefetch} onFocus={prefetch}>
            <PropertyPhoto subject={property} scene={photo.scene} alt={alt(index)} className={css.tilePhoto} />
          </Button>
        ))}
        <Button className={css.seeAll} onPress={() => open(0)} onHoverStart={prefetch} onFocus={prefetch}>
          {LL.properties.detail.seeAllPhotos()} ({property.photos.length})
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
