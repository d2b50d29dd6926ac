import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, ToggleButton } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { PropertyPhoto } from '../../components/property-photos';
import type { Listing } from '../../../shared/properties/listing';
import * as css from './gallery.css';
import { UploadedPhoto } from './UploadedPhoto';

export interface GalleryModalProps {
  property: Listing;
  name: string;
  startAt: number;
  onClose: () => void;
  alt: (index: number) => string;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Every photo of a listing in an accessible modal: focus is trapped inside, Escape closes it
 * and gives focus back to the button that opened it, arrow keys go to the previous and next
 * photo (wrapping around), and the position is announced.
 */
export function GalleryModal({ property, name, startAt, onClose, alt }: GalleryModalProps) {
  const { LL } = useI18nContext();
  const texts = LL.properties.gallery;
  const uploads = property.hostPhotos ?? [];
  const total = uploads.length || property.photos.length;
  const [index, setIndex] = useState(startAt);
  const go = (step: number) => setIndex((current) => (current + step + total) % total);
  const photo = property.photos[index];
  const upload = uploads[index];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // `go` only uses the functional state update, so one listener serves the whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [total]);

  return (
    <ModalOverlay className={css.overlay} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={css.modal}>
        <Dialog className={css.dialog}>
          <header className={css.header}>
            <Heading slot="title" className={css.heading}>
              {texts.title({ name })}
            </Heading>
            <Button className={css.close} slot="close" aria-label={texts.close()}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </Button>
          </header>
          <div className={css.stage}>
            <Button className={css.nav} onPress={() => go(-1)} aria-label={texts.previous()}>
              <Arrow direction="left" />
            </Button>
            {(upload || photo) && (
              <figure className={css.figure}>
                {upload ? (
                  <UploadedPhoto photo={upload} alt={alt(index)} sizes="(max-width: 767.98px) 100vw, 960px" className={css.photo} />
                ) : (
                  photo && <PropertyPhoto subject={property} scene={photo.scene} alt={alt(index)} className={css.photo} width={960} height={640} />
                )}
                <figcaption className={css.caption} aria-live="polite" data-testid="gallery-position">
                  {texts.position({ current: index + 1, total })} · {alt(index)}
                </figcaption>
              </figure>
            )}
            <Button className={css.nav} onPress={() => go(1)} aria-label={texts.next()}>
              <Arrow direction="right" />
            </Button>
          </div>
          <ul className={css.thumbs} aria-label={texts.thumbnails()}>
            {Array.from({ length: total }, (_, position) => {
              const item = property.photos[position];
              const thumb = uploads[position];
              return (
                <li key={position}>
                  <ToggleButton
                    className={css.thumb}
                    isSelected={position === index}
                    onChange={() => setIndex(position)}
                    aria-label={texts.showPhoto({ number: position + 1 })}
                  >
                    {thumb ? (
                      <UploadedPhoto photo={thumb} alt="" sizes="96px" className={css.thumbPhoto} />
                    ) : (
                      item && <PropertyPhoto subject={property} scene={item.scene} alt="" className={css.thumbPhoto} width={96} height={64} />
                    )}
                  </ToggleButton>
                </li>
              );
            })}
          </ul>
          <p className={css.hint}>{texts.keyboardHint()}</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
