import type { NamespaceCookiesTranslation } from '../../i18n-types';

const it_cookies = {
  title: 'Informativa sui cookie',
  lead: 'Usiamo pochi cookie, e solo quelli necessari al funzionamento del sito. Qui spieghiamo quali sono e come puoi controllarli.',
  sections: {
    what: {
      title: 'Cosa sono i cookie',
      body: 'I cookie sono piccoli file di testo che un sito salva nel tuo browser per ricordare informazioni da una pagina all’altra, come la sessione di accesso o la lingua scelta.\n\nAlcuni cookie scadono alla chiusura del browser; altri restano per un periodo definito. Le tecnologie simili, come l’archiviazione locale del browser, seguono le stesse regole di questa informativa.',
    },
    which: {
      title: 'Cookie che utilizziamo',
      body: 'Il sito di Estadia usa esclusivamente cookie tecnici essenziali:\n\n- cookie di sessione: mantiene in modo sicuro l’accesso al tuo account dopo il login e viene rimosso quando esci;\n- cookie della lingua: ricorda la lingua che hai scelto (portoghese, inglese, spagnolo o italiano) per le visite successive.\n\nNon usiamo cookie pubblicitari né di tracciamento tra siti. Il video della pagina demo viene caricato solo quando fai clic per guardarlo, dal dominio a privacy avanzata di YouTube; fino ad allora non viene richiesto alcun contenuto di terzi.',
    },
    control: {
      title: 'Come gestire i cookie',
      body: 'Puoi visualizzare, bloccare ed eliminare i cookie dalle impostazioni del browser, di solito nella sezione privacy o sicurezza. Puoi anche navigare in una finestra privata, che elimina i cookie alla chiusura.\n\nSe blocchi i cookie essenziali, il sito resta consultabile, ma non potrai restare connesso all’area clienti né far ricordare la lingua scelta.',
    },
    changes: {
      title: 'Modifiche e contatti',
      body: 'Se inizieremo a usare nuovi tipi di cookie, aggiorneremo questa informativa prima del cambiamento e, quando la legge lo richiede, ti chiederemo il consenso. Per domande su cookie o privacy puoi scriverci dalla nostra pagina dei contatti.',
    },
  },
} satisfies NamespaceCookiesTranslation;

export default it_cookies;
