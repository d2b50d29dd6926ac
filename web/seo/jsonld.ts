/**
 * Schema.org structured data builders, one place for every page's JSON-LD. Pages return these
 * from `resolveHead` (web/pages/types.ts); the worker serialises them safely into the head.
 */
const CONTEXT = 'https://schema.org';

export function organization(siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: 'Estadia',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: 'suporte@estadia.com.br',
  };
}

export function website(siteUrl: string, inLanguage: string) {
  return { '@context': CONTEXT, '@type': 'WebSite', name: 'Estadia', url: `${siteUrl}/`, inLanguage };
}

/** Breadcrumbs from the home page to the current page: [{ name, url }] with absolute URLs. */
export function breadcrumbs(items: readonly { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

export function blogPosting(post: { headline: string; description: string; url: string; datePublished: string; inLanguage: string; wordCount?: number }) {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    datePublished: post.datePublished,
    inLanguage: post.inLanguage,
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    author: { '@type': 'Organization', name: 'Estadia' },
    publisher: { '@type': 'Organization', name: 'Estadia' },
  };
}
