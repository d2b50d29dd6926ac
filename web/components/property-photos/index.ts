export { PropertyPhoto, type PhotoSubject, type PropertyPhotoProps } from './PropertyPhoto';
