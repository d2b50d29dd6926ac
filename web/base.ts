/**
 * A build input only, so that the manifest lists the base stylesheets every page links first
 * (worker/ssr/assets.ts): the theme (variables, reset), the shared building blocks (ui.css), the
 * skip link and the islands' wrapper. The marketplace chrome's stylesheets (header, footer,
 * newsletter, chat) come with web/App.tsx, which a host's site's pages do not link (issue 45).
 */
export { Island } from './islands/Island';
export * as theme from './theme/theme.css';
export * as ui from './theme/ui.css';
export { skipLink } from './layout/skip-link.css';
