import type { NamespaceArticleGatilhosTranslation } from '../../i18n-types';

const en_articleGatilhos = {
  intro: 'Between the moment a traveller finds your property and the click on “book” there is a decision, and decisions are rarely purely rational. Guests compare prices, photos and reviews, but the decision is also made by the part of the brain that looks for safety, fears missing out and trusts what other people have approved.\n\nPsychological triggers are mental shortcuts that help people decide faster. Used honestly, they deceive no one: they simply make clear, at the right moment, why it is worth booking now and booking with you. In this article we bring together the five triggers that most influence bookings and show how to apply them on your website, your booking engine and the portals.',
  listTitle: 'The 5 triggers that increase bookings',
  items: {
    t1: {
      title: 'Scarcity: show that availability is limited',
      body: 'We value more what might run out. When a guest sees that only two rooms are left for the dates they chose, the question stops being “should I book?” and becomes “is there still time?”. That is why the big portals show notices such as “last room available”.\n\nOn your own website, scarcity works best when it is real and automatic. A booking engine connected to the channel manager knows exactly how many units are left on each date and can show that information without you updating anything by hand.\n\nThe one rule is never to invent scarcity. A guest who sees “last room” on every date spots the trick, loses trust and books somewhere else. Show the true availability: in high season it speaks for itself.',
    },
    t2: {
      title: 'Urgency: give a good reason to decide now',
      body: 'Scarcity is about quantity; urgency is about time. A promotional rate valid until Sunday, a discount for bookings made 60 days ahead or a special deal for the first bookings of a holiday weekend create a deadline, and deadlines move guests out of indecision.\n\nUrgency is especially useful for filling quieter periods. Instead of lowering the price for the whole season, create offers with an end date for the weeks when expected occupancy is below target, and share them in your newsletter and on social media.\n\nAs with scarcity, keep your promises: if the offer ends on Sunday, it ends on Sunday. Offers that “end today” every day stop creating urgency and start creating distrust.',
    },
    t3: {
      title: 'Social proof: let your guests speak for you',
      body: 'When we are unsure, we look at what other people did. Reviews, average scores and guest comments are the most powerful social proof in hospitality: for many travellers, a high score backed by dozens of reviews weighs more than any description you could write.\n\nAsk for reviews systematically, with an automatic email sent right after check-out, and reply to all of them, criticism included, politely and to the point. Then bring the best of those reviews to your website and your booking page, close to the book button, which is exactly where doubt appears.\n\nOther kinds of social proof help too: the number of guests you welcomed last year, real photos posted by visitors and mentions in the local press. What matters is that everything can be checked.',
    },
    t4: {
      title: 'Reciprocity: offer something before asking for the booking',
      body: 'When we receive something of value, we feel like giving something back. In hospitality this can start even before the booking: a free guide to the best restaurants and outings in the area, an itinerary for families with children or tips on how to arrive without traffic show that you care about the guest’s trip, not just the nightly rate.\n\nDuring the stay, small courtesies multiply the effect. A generous breakfast, an upgrade when there is availability, a later check-out or a personal welcome message cost little and bring better reviews, referrals and return visits.\n\nReciprocity also works for people who book directly with you: offer an exclusive benefit for bookings made on your website, such as free parking or a welcome drink. Guests learn that booking direct pays off, and you save the commission.',
    },
    t5: {
      title: 'Authority: show why your property can be trusted',
      body: 'We trust people who show knowledge and recognition. Quality seals, awards from travel portals, sustainability certifications and years of experience are signs of authority that lower the risk guests perceive, especially those who do not know you yet.\n\nDisplay these signs discreetly but visibly: in your website footer, on the booking page and in your email signature. A secure payment process, with recognised badges and instant confirmation, also conveys professionalism at the most sensitive moment of the purchase.\n\nUseful content reinforces authority. A blog or guide with up-to-date information about the area shows that you know the destination better than anyone, and whoever knows the destination is the right person to host the trip.',
    },
  },
  conclusionTitle: 'Use the triggers ethically and consistently',
  conclusion: 'The five triggers work best together: real availability and time-limited offers give the reason to act, reviews and seals give the confidence, and small courtesies turn satisfied guests into promoters of your property.\n\nWhat they have in common is the truth. Triggers used to deceive work once and cost you your reputation; triggers used to communicate clearly increase bookings sustainably. With an integrated booking engine and channel manager, much of this work becomes automatic: availability is always accurate, review requests go out on their own and offers appear on every channel at the same time.',
} satisfies NamespaceArticleGatilhosTranslation;

export default en_articleGatilhos;
