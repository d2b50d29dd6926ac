/**
 * host.*: the workspace API (shared/design/architecture.md, "The product behind the sign-in").
 * Every procedure is protected and filters by the verified host (`ctx.host.id`); another host's
 * ids answer NOT_FOUND, as ids that do not exist.
 */
import { createTRPCRouter } from '../../trpc';
import { accountRouter } from './account';
import { invoicesRouter, invoicingRouter, receiptsRouter } from './books';
import { blocksRouter, calendarRouter } from './calendar';
import { channelsRouter } from './channels';
import { channelManagerRouter } from './channel-manager';
import { demoRouter } from './demo';
import { guestsRouter } from './guests';
import { inboxRouter } from './inbox';
import { messagesRouter } from './messages';
import { checkinsRouter, reviewsRouter } from './journey';
import { paymentsRouter } from './payments';
import { paymentProvidersRouter } from './payment-providers';
import { addonsRouter, pricingRouter, promoCodesRouter, ratePlansRouter } from './pricing';
import { photosRouter } from './photos';
import { overviewProcedure } from './overview';
import { frontDeskRouter, housekeepingRouter, reportsRouter } from './operations';
import { propertiesRouter, roomTypesRouter, unitsRouter } from './properties';
import { ratesRouter } from './rates';
import { siteRouter } from './site';
import { reservationsRouter } from './reservations';
import { auditRouter, teamRouter } from './team';

export const hostRouter = createTRPCRouter({
  properties: propertiesRouter,
  roomTypes: roomTypesRouter,
  units: unitsRouter,
  overview: overviewProcedure,
  rates: ratesRouter,
  reservations: reservationsRouter,
  channels: channelsRouter,
  channelManager: channelManagerRouter,
  calendar: calendarRouter,
  blocks: blocksRouter,
  guests: guestsRouter,
  payments: paymentsRouter,
  paymentProviders: paymentProvidersRouter,
  account: accountRouter,
  demo: demoRouter,
  ratePlans: ratePlansRouter,
  promoCodes: promoCodesRouter,
  addons: addonsRouter,
  pricing: pricingRouter,
  housekeeping: housekeepingRouter,
  reports: reportsRouter,
  frontDesk: frontDeskRouter,
  messages: messagesRouter,
  inbox: inboxRouter,
  checkins: checkinsRouter,
  reviews: reviewsRouter,
  photos: photosRouter,
  team: teamRouter,
  audit: auditRouter,
  invoicing: invoicingRouter,
  invoices: invoicesRouter,
  receipts: receiptsRouter,
  site: siteRouter,
});
