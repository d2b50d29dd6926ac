import type { NamespaceCookiesTranslation } from '../../i18n-types';

const en_cookies = {
  title: 'Cookie policy',
  lead: 'We use few cookies, and only the ones the site needs to work. Here we explain which they are and how you can control them.',
  sections: {
    what: {
      title: 'What cookies are',
      body: 'Cookies are small text files a website stores in your browser to remember information from one page to the next, such as your login session or the language you chose.\n\nSome cookies expire when you close the browser; others remain for a set period. Similar technologies, such as the browser’s local storage, follow the same rules as this policy.',
    },
    which: {
      title: 'Cookies we use',
      body: 'The Estadia site uses essential cookies only:\n\n- session cookie: keeps you securely signed in to your account after you log in, and is removed when you sign out;\n- language cookie: remembers the language you chose (Portuguese, English, Spanish or Italian) for your next visits.\n\nWe use no advertising cookies and no cross-site tracking. The video on the demo page is only loaded when you click to watch it, from YouTube’s privacy-enhanced domain; until then no third-party content is requested.',
    },
    control: {
      title: 'How to control cookies',
      body: 'You can view, block and delete cookies in your browser settings, usually under privacy or security. You can also browse in a private window, which discards its cookies when closed.\n\nIf you block essential cookies, the site stays available for reading, but you will not be able to stay signed in to the customer area or have your language remembered.',
    },
    changes: {
      title: 'Changes and contact',
      body: 'If we start using new types of cookies, we will update this policy before the change and, where the law requires it, ask for your consent. Questions about cookies or privacy can be sent through our contact page.',
    },
  },
} satisfies NamespaceCookiesTranslation;

export default en_cookies;
