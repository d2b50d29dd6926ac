import { createCallerFactory, createTRPCRouter } from './trpc';
import { settingsRouter } from './routers/settings';
import { pricingRouter } from './routers/pricing';
import { contactRouter } from './routers/contact';
import { newsletterRouter } from './routers/newsletter';
import { hostRouter } from './routers/host';
import { bookingRouter } from './routers/booking';
import { marketplaceRouter } from './routers/marketplace';
import { invitationRouter } from './routers/invitation';
import { siteRouter } from './routers/site';

/** The site API. Procedure names and shapes are a contract (shared/design/architecture.md). */
export const appRouter = createTRPCRouter({
  settings: settingsRouter,
  pricing: pricingRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  host: hostRouter,
  booking: bookingRouter,
  marketplace: marketplaceRouter,
  invitation: invitationRouter,
  site: siteRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in-process (SSR prefetch, the no-JavaScript contact form): no HTTP. */
export const createCaller = createCallerFactory(appRouter);
