/**
 * The home page as the server renders it: HomeView with its server-only sections. The page
 * registry loads this module on the server and ./index.tsx in the browser, so the browser
 * bundle has no import of ./sections at all (an unused static import would still pull the
 * shared chunks it depends on).
 */
import { HomeView } from './index';
import * as sections from './sections';
import { organization, website } from '../../seo/jsonld';
import { LOCALE_TAGS } from '../../../shared/locales';
import type { HeadInfo, HeadInput } from '../types';

export default function HomePageOnServer() {
  return <HomeView S={sections} />;
}

/** Organization and WebSite structured data. */
export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [organization(input.siteUrl), website(input.siteUrl, LOCALE_TAGS[input.locale].lang)] };
}
