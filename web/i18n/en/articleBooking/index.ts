import type { NamespaceArticleBookingTranslation } from '../../i18n-types';

const en_articleBooking = {
  intro: 'Booking.com is one of the largest booking channels in the world, and for many inns and hotels it is the main source of guests. But being on Booking is not enough: where your listing appears in the search results depends on a number of factors you can influence.\n\nIn this article we have gathered eight tips to gain visibility on Booking.com, from the simplest settings to the platform’s special programmes, so your property reaches more travellers and turns more views into bookings.',
  listTitle: '8 tips for visibility on Booking.com',
  items: {
    t1: {
      title: 'Offer flexible policies and competitive prices',
      body: 'Booking’s algorithm favours properties that convert well, and travellers book more readily when they know they can cancel for free. Flexible cancellation policies usually raise the conversion rate and, with it, your ranking.\n\nTo avoid losing revenue to cancellations, pair the flexible rate with a slightly cheaper non-refundable rate: the guest chooses, and you secure part of your bookings. Keep prices competitive with your direct competitors and consistent with your other channels, because large price gaps hurt your standing on the platform.',
    },
    t2: {
      title: 'Put data and analytics to work',
      body: 'Booking’s extranet offers performance reports, comparisons with competitors and insight into demand for upcoming dates. Check this data often to understand where your guests come from, how far ahead they book and at which point they drop out.\n\nCombine it with the figures from your management system: occupancy, average daily rate and revenue per available room. Data-driven decisions, such as launching an offer for a quiet period or adjusting the price of one room type, are far more likely to succeed than guesses.',
    },
    t3: {
      title: 'Open your calendar well in advance',
      body: 'Many travellers, especially international ones and families, plan their holidays months ahead. If your calendar is only open for the next few weeks, your property simply does not show up for people searching further-off dates.\n\nKeep availability and rates loaded for at least twelve months ahead. With a channel manager you do this once and it is replicated to every channel, and prices can be fine-tuned later as demand firms up.',
    },
    t4: {
      title: 'Weigh up the visibility booster',
      body: 'Booking offers tools that raise your listing’s visibility in exchange for a higher commission on the bookings they bring, such as the Visibility Booster, which can be switched on for specific dates. It is a way to appear more often in strategic periods.\n\nUse the booster with judgement: it pays off on dates with low expected occupancy or when you need to fill a period quickly, but it reduces the margin on every booking. Track the result of each activation and compare the extra cost with the revenue it brought in.',
    },
    t5: {
      title: 'Join the special programmes',
      body: 'Booking’s loyalty programme, Genius, gives discounts to frequent travellers, and participating properties are highlighted to this audience, which tends to book more often and stay longer. In return, you offer programme members a discount.\n\nThe preferred partner badge, from the Preferred programme, distinguishes properties with strong performance and good reviews and gives them more visibility in search results. Check in the extranet which programmes are open to your property and which criteria you need to meet.',
    },
    t6: {
      title: 'Be quick and present',
      body: 'Replying quickly to guests’ messages and special requests improves their experience and your reputation on the platform. Confirm bookings promptly, keep your property information accurate and solve problems before they turn into complaints.\n\nA unified inbox and automatic messages help you stay present even on the busiest days: guests get the confirmation, arrival instructions and thank-you note at the right time, and you personally handle only what truly needs attention.',
    },
    t7: {
      title: 'Define your ideal audience',
      body: 'Families, couples, business travellers and groups of friends look for different things. When you know who your ideal guest is, you can choose the photos, amenities and rates that appeal most to that audience.\n\nAn inn near a convention centre might highlight Wi-Fi, a work desk and early breakfast; a seaside property might emphasise family rooms, parking and the distance to the beach. Fill in every facility in your listing, because Booking’s search filters depend on them.',
    },
    t8: {
      title: 'Look after your listing with quality photos and seasonal descriptions',
      body: 'Listings with plenty of bright, up-to-date photos get more clicks. Show every room type, the bathrooms, the common areas and the surroundings, and replace old pictures whenever you renovate or change the décor.\n\nUpdate the descriptions with the seasons too: in summer, highlight the pool, the beach and outdoor activities; in winter, the fireplace, local food and events. A listing that looks cared for inspires trust and helps travellers picture their own stay.',
    },
  },
  conclusionTitle: 'Visibility comes from consistency',
  conclusion: 'There is no single trick to climbing the Booking.com ranking. What works is the sum of competitive prices, an open calendar, a complete listing, quick replies and good reviews, kept up every day.\n\nWith Estadia, rates and availability reach Booking and your other channels at the same time, messages go out automatically and reports show what is working. And while Booking brings in new guests, your own booking engine helps bring them back without commission.',
} satisfies NamespaceArticleBookingTranslation;

export default en_articleBooking;
