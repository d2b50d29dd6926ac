import { walkEveryPage } from './a11y-walk';

// axe on every page in en (and, in pt and en, every workspace page on a 360 px phone): tests/e2e/a11y-walk.ts.
walkEveryPage('en');
