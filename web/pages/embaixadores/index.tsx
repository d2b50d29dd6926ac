// Heading and intro until this page's full content is built.
export { default } from '../_placeholder/Placeholder';
