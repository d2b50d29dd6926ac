import type { NamespaceArticleGestaoTranslation } from '../../i18n-types';

const en_articleGestao = {
  intro: 'Running a property means balancing many things at once: occupancy and average rate, costs and quality, sales channels and guest relationships. Those who improvise end up fighting fires; those with a strategy can grow predictably.\n\nWe have gathered ten hotel management strategies that work for hotels, inns and hostels of any size. There is no need to apply them all at once: pick the ones that solve your biggest challenges today and move forward step by step.',
  listTitle: '10 strategies for efficient hotel management',
  items: {
    t1: {
      title: 'Use data and forecast demand',
      body: 'Every good decision starts with the numbers. Track occupancy, average daily rate (ADR), revenue per available room (RevPAR), booking lead time and where your guests come from. With that history you can forecast demand for the coming weeks and months.\n\nForecasting lets you act ahead of time: add staff for a holiday, launch an offer for a weak period or raise prices when demand surges. Automatic reports in your management system save hours of spreadsheets and keep these indicators at hand.',
    },
    t2: {
      title: 'Apply dynamic pricing and yield management',
      body: 'The ideal price for a room changes with the date, the lead time, occupancy and the competition. Yield management, or revenue management, is the practice of adjusting prices to these variables to sell every night at the best possible rate.\n\nIn practice, that means raising rates as occupancy grows, setting restrictions such as a minimum stay on high-demand dates and offering attractive conditions for emptier periods. Dynamic pricing tools apply these rules automatically across every channel.',
    },
    t3: {
      title: 'Segment your market',
      body: 'Not all guests are alike. Business travellers value location, Wi-Fi and flexibility; families look for space, safety and breakfast; couples seek experiences and privacy. Each segment reacts differently to prices, packages and messages.\n\nIdentify the most profitable segments for your property and create specific offers for each: corporate rates, weekend packages, long-stay deals. Getting the right message to the right audience raises conversion without cutting prices.',
    },
    t4: {
      title: 'Diversify distribution channels and control overbooking',
      body: 'Relying on a single portal is risky: a change in its algorithm or commission can sink your bookings overnight. Spread your availability across the main portals, agencies, tour operators and, above all, your own booking engine.\n\nThe more channels you have, the greater the risk of selling the same night twice. Managing overbooking starts with a channel manager that synchronises availability in real time, plus clear rules for exceptional cases, such as moving the guest to a partner property of the same or a higher standard.',
    },
    t5: {
      title: 'Invest in upselling and cross-selling',
      body: 'Raising the value of each booking is usually cheaper than winning a new guest. Upselling offers a better version of what the guest already chose, such as a room with a view or a higher category; cross-selling offers something complementary, such as breakfast, transfers, tours or late check-out.\n\nThe best moments for these offers are the booking process and the pre-arrival email, when the guest is already planning the trip. Relevant, well-presented offers increase revenue and satisfaction at the same time.',
    },
    t6: {
      title: 'Create a loyalty programme',
      body: 'Returning guests cost less to win, book directly with you more often and recommend your property to friends. A loyalty programme gives them a concrete reason to choose you again.\n\nIt does not need to be complex: a discount on the next direct booking, a guaranteed upgrade from the third stay or perks on special dates already make a difference. Keep each guest’s history so you can recognise them and personalise the service when they return.',
    },
    t7: {
      title: 'Manage costs intelligently',
      body: 'High revenue with costs out of control does not make a profit. Track the main operating costs, such as energy, water, laundry, amenities, channel commissions and labour, and compare them with each month’s occupancy.\n\nLook for efficiency gains without sacrificing the experience: energy-saving equipment, planned purchasing with suppliers, cleaning rotas matched to guest turnovers and more direct bookings to cut commissions. Automating repetitive tasks also frees the team for work that adds value.',
    },
    t8: {
      title: 'Look after your online reputation',
      body: 'Almost every traveller reads reviews before booking. Your score on the portals and on travel review sites directly affects conversion and even the price you can charge.\n\nAsk for reviews systematically after check-out, answer every one with care and use criticism as a source of improvement. Problems that come up again and again, such as noise, a weak shower or slow check-in, show you exactly where to invest first.',
    },
    t9: {
      title: 'Train your team',
      body: 'The guest experience depends on the people who welcome them. A well-trained team solves problems independently, knows the procedures, uses the tools properly and conveys confidence in every contact.\n\nInvest in regular training on service, operating routines and the management system. Document the most important processes, such as check-in, check-out and complaint handling, so quality does not depend on who is on shift.',
    },
    t10: {
      title: 'Make technology work for you, chatbots included',
      body: 'A management system integrated with the channel manager and the booking engine removes duplicated work: bookings come in on their own, the calendar updates on every channel and reports are ready without spreadsheets.\n\nAutomations and chatbots complete the job. A chatbot on your website instantly answers the most common questions, such as times, parking and pets, even in the middle of the night, and guides the guest towards booking. Automatic confirmation, welcome and post-stay emails keep communication going effortlessly.',
    },
  },
  conclusionTitle: 'Strategy is what turns work into results',
  conclusion: 'Efficient hotel management combines data, smart pricing, well-distributed channels, loyal guests, costs under control and a prepared team. Each strategy reinforces the others, and the results show in occupancy, average rate and reviews.\n\nEstadia brings together in one platform the management system, channel manager, booking engine, automations and reports these strategies need, so you can spend your time on decisions rather than spreadsheets.',
} satisfies NamespaceArticleGestaoTranslation;

export default en_articleGestao;
