import type { NamespaceArticleAirbnbTranslation } from '../../i18n-types';

const en_articleAirbnb = {
  intro: 'Airbnb has millions of listings, and competition in popular destinations is fierce. The good news is that the platform’s algorithm and the guests themselves reward the same behaviour: complete listings, sensible prices, quick replies and stays that end in good reviews.\n\nWe have gathered ten practical tips, tested by hosts who use Estadia, to gain visibility, turn more views into bookings and build a reputation that works for you season after season.',
  listTitle: '10 tips to stand out on Airbnb',
  items: {
    t1: {
      title: 'Invest in high-quality photos',
      body: 'The first thing a guest sees is the cover photo, and it decides whether they click on your listing or the one next door. Shoot in natural light, with tidy rooms, from the corners of each room so the whole space shows. If you can, hire a property photographer: the investment usually pays for itself within the first few bookings.\n\nOrder the photos like a visit: façade or view, living room, bedrooms, bathrooms, kitchen and outdoor areas. Include the details that set your place apart, such as the balcony, the bathtub or the work desk, and update the pictures whenever you refresh the décor.',
    },
    t2: {
      title: 'Write a title and description that sell',
      body: 'The title should say in a few words what makes the place special: “Sea-view apartment 50 m from the beach” tells far more than “Lovely apartment”. Use the space for the location, the main highlight and the ideal type of guest.\n\nIn the description, start with what guests most want to know: how many people it sleeps, what the beds are like, what is nearby and how check-in works. Be honest about limitations such as stairs or street noise. Accurate expectations prevent negative reviews.',
    },
    t3: {
      title: 'Set dynamic, competitive prices',
      body: 'Charging the same all year means losing money in high season and losing bookings in low season. Adjust prices to demand: holidays, events in town, days of the week and booking lead time all change what guests are willing to pay.\n\nKeep an eye on listings similar to yours in the same area and position yourself according to what you offer. Weekly and monthly discounts help fill long periods and reduce turnover work. An automatic pricing tool can make these adjustments for you every day.',
    },
    t4: {
      title: 'Reply quickly to every message',
      body: 'Your response rate and response time appear on your profile and influence where your listing ranks. Guests who ask something before booking tend to book with whoever answers first, so every hour of delay can mean a lost booking.\n\nKeep ready-made answers for the most common questions, such as parking, pets and check-in times, and personalise them with the guest’s name. A unified inbox that gathers messages from every channel in one place makes sure no question is forgotten.',
    },
    t5: {
      title: 'Turn on Instant Book',
      body: 'Many travellers filter their search to see only Instant Book listings, because they want to secure a place without waiting for approval. Turning it on increases your listing’s visibility and removes a step where the guest might give up.\n\nIf you are worried about who might book, use the requirements the platform offers, such as a verified profile and positive previous reviews, and make your house rules very clear. With an always-synchronised calendar, Instant Book stops being a risk.',
    },
    t6: {
      title: 'Keep your calendar up to date',
      body: 'Cancelling a booking because the date was already taken on another channel brings penalties, automatic negative reviews and can even get your listing suspended. If you list on Airbnb and other portals, updating by hand is not enough.\n\nA channel manager updates availability on every channel the moment a booking comes in, eliminating overbooking. Take the chance to open your calendar well in advance too: guests planning long or international trips book months ahead.',
    },
    t7: {
      title: 'Offer the amenities that make a difference',
      body: 'Fast, stable Wi-Fi is now as essential as hot water, especially for people who work while travelling. State the connection speed in your listing and, if possible, offer a workspace with a comfortable desk and chair.\n\nThink about the details guests mention in reviews too: good bed linen, blackout curtains, a well-equipped kitchen, coffee, a hair dryer and a basic cleaning kit. Tick every amenity in the listing, because many guests use search filters for them.',
    },
    t8: {
      title: 'Make cleaning flawless',
      body: 'Cleanliness is rated separately by guests, and a low score there drags down your overall average. Create a checklist for every turnover, paying attention to bathrooms, the kitchen, bed linen and forgotten corners such as under the beds and behind doors.\n\nPlan the cleaning schedule around check-out and check-in dates so the team knows exactly what to do each day. Cleaning apps integrated with your management system notify the team automatically and record when each unit is ready.',
    },
    t9: {
      title: 'Communicate well before, during and after the stay',
      body: 'A confirmation message right after the booking, arrival instructions a few days before check-in and a quick check-in call on the first day show guests they are in good hands. Include the address, how to get in, the Wi-Fi password and the house rules, clearly.\n\nA digital guide with recommendations for restaurants, shops and outings adds value and cuts down repeated questions. These messages can be scheduled to go out automatically at the right time, without you having to remember each booking.',
    },
    t10: {
      title: 'Ask for reviews and reply to all of them',
      body: 'Reviews are Airbnb’s engine: they affect your search position, the next guests’ decision and access to distinctions such as Superhost status. After check-out, send a thank-you message inviting the guest to review the stay, and review them too.\n\nReply publicly to reviews, thanking guests for praise and handling criticism calmly and with concrete solutions. Future guests read these replies and value hosts who listen and improve.',
    },
  },
  conclusionTitle: 'Small changes, big results',
  conclusion: 'None of these tips requires a big investment, but together they change how Airbnb and guests see your listing. Start with the photos and the description, turn on Instant Book and make sure your calendar is never out of date.\n\nWith Estadia, synchronisation with Airbnb and your other channels, automatic messages, the cleaning schedule and review requests all run from a single dashboard. That leaves you time for what no tool can replace: a warm welcome.',
} satisfies NamespaceArticleAirbnbTranslation;

export default en_articleAirbnb;
