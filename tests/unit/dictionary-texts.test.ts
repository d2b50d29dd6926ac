import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadAllLocales } from '../../web/i18n/i18n-util.sync';
import { languageName } from '../../shared/locales';

// Texts a host saw wrong in a week of use (issue 40): counts in the language's plural forms
// (Portuguese says "0 eventos lidos": its 'one' covers 0, so zero has a form of its own), no
// possessive built on a property name, language names in the page's language, this year.
loadAllLocales();
const pt = i18nObject('pt');
const en = i18nObject('en');
const it_ = i18nObject('it');

describe('dictionary texts', () => {
  it('counts events read in each plural form', () => {
    expect(pt.channelSync.feeds.events({ count: 0 })).toBe('0 eventos lidos');
    expect(pt.channelSync.feeds.events({ count: 1 })).toBe('1 evento lido');
    expect(pt.channelSync.feeds.events({ count: 12 })).toBe('12 eventos lidos');
    expect(en.channelSync.feeds.events({ count: 1 })).toBe('1 event read');
    expect(it_.channelSync.feeds.events({ count: 1 })).toBe('1 evento letto');
  });

  it('a sync result agrees with each count', () => {
    expect(pt.channelSync.feeds.synced({ events: 1, added: 1, removed: 0, conflicts: 2 })).toBe('Sincronizado: 1 evento, 1 novo, 0 liberados, 2 conflitos.');
    expect(en.channelSync.feeds.synced({ events: 1, added: 0, removed: 0, conflicts: 1 })).toBe('Synced: 1 event, 0 new, 0 released, 1 conflict.');
    expect(it_.channelSync.feeds.synced({ events: 2, added: 1, removed: 1, conflicts: 0 })).toBe('Sincronizzato: 2 eventi, 1 nuovo, 1 liberato, 0 conflitti.');
  });

  it('the overview names "all properties" without a possessive', () => {
    expect(en.overview.lead({ property: en.workspace.property.all() })).not.toMatch(/'s /);
  });

  it('names a language in the page language, and the footer has the year it is given', () => {
    expect(languageName('en', 'pt')).toBe('inglês');
    expect(languageName('pt', 'en')).toBe('Portuguese');
    expect(languageName('it', 'es')).toBe('italiano');
    expect(pt.propertyEditor.form.nameIn({ language: languageName('en', 'pt') })).toBe('Nome em inglês');
    expect(en.footer.copyright({ year: '2027' })).toBe('© 2027 Estadia. All rights reserved.');
  });
});
