/**
 * Scheduled guest messages (issue 28): the events, their default templates in the four
 * languages, and how a template's variables are filled. A host's edits live in D1
 * (`message_templates`); an event/locale without a row uses the default here.
 * Contract: shared/design/architecture.md, "The guest's journey".
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../locales';

export const MESSAGE_EVENTS = ['confirmed', 'pre_arrival', 'arrival_day', 'post_checkout'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** The variables a subject or body may use, as `{name}`. */
export const MESSAGE_VARIABLES = ['guestName', 'propertyName', 'checkIn', 'checkOut', 'manageUrl', 'checkinUrl', 'reviewUrl', 'address'] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];
export type MessageValues = Record<MessageVariable, string>;

/** Default days: before check-in for pre_arrival, after check-out for post_checkout. */
export const DEFAULT_DAYS: Partial<Record<MessageEvent, number>> = { pre_arrival: 3, post_checkout: 1 };
export const MAX_DAYS = 60;

/** The events whose `days` the host sets. */
export const hasDays = (event: MessageEvent) => event === 'pre_arrival' || event === 'post_checkout';

interface Template {
  subject: string;
  body: string;
}

export const DEFAULT_TEMPLATES: Record<MessageEvent, Record<Locale, Template>> = {
  confirmed: {
    pt: {
      subject: 'Sua estadia em {propertyName} está confirmada',
      body: 'Olá, {guestName}!\n\nObrigado por reservar em {propertyName}. Esperamos você de {checkIn} a {checkOut}.\n\nEndereço: {address}\n\nVocê pode ver ou cancelar a reserva aqui: {manageUrl}\n\nAté breve!',
    },
    en: {
      subject: 'Your stay at {propertyName} is confirmed',
      body: 'Hello {guestName},\n\nThank you for booking {propertyName}. We look forward to welcoming you from {checkIn} to {checkOut}.\n\nAddress: {address}\n\nSee or cancel your booking here: {manageUrl}\n\nSee you soon!',
    },
    es: {
      subject: 'Tu estancia en {propertyName} está confirmada',
      body: '¡Hola, {guestName}!\n\nGracias por reservar en {propertyName}. Te esperamos del {checkIn} al {checkOut}.\n\nDirección: {address}\n\nPuedes ver o cancelar la reserva aquí: {manageUrl}\n\n¡Hasta pronto!',
    },
    it: {
      subject: 'Il tuo soggiorno a {propertyName} è confermato',
      body: 'Ciao {guestName},\n\ngrazie per aver prenotato {propertyName}. Ti aspettiamo dal {checkIn} al {checkOut}.\n\nIndirizzo: {address}\n\nPuoi vedere o cancellare la prenotazione qui: {manageUrl}\n\nA presto!',
    },
  },
  pre_arrival: {
    pt: {
      subject: 'Faltam poucos dias: faça o check-in online em {propertyName}',
      body: 'Olá, {guestName}!\n\nSua chegada a {propertyName} é em {checkIn}. Para agilizar a recepção, preencha o check-in online de todos os hóspedes (exigido pela Ficha Nacional de Registro de Hóspedes):\n\n{checkinUrl}\n\nEndereço: {address}\n\nBoa viagem!',
    },
    en: {
      subject: 'A few days to go: check in online at {propertyName}',
      body: 'Hello {guestName},\n\nYou arrive at {propertyName} on {checkIn}. To speed up your arrival, please complete the online check-in for every guest (required by the national guest register):\n\n{checkinUrl}\n\nAddress: {address}\n\nSafe travels!',
    },
    es: {
      subject: 'Faltan pocos días: haz el check-in online en {propertyName}',
      body: '¡Hola, {guestName}!\n\nLlegas a {propertyName} el {checkIn}. Para agilizar la recepción, completa el check-in online de todos los huéspedes (lo exige el registro nacional de huéspedes):\n\n{checkinUrl}\n\nDirección: {address}\n\n¡Buen viaje!',
    },
    it: {
      subject: 'Mancano pochi giorni: fai il check-in online a {propertyName}',
      body: 'Ciao {guestName},\n\narrivi a {propertyName} il {checkIn}. Per velocizzare l\'accoglienza, completa il check-in online di tutti gli ospiti (richiesto dal registro nazionale degli ospiti):\n\n{checkinUrl}\n\nIndirizzo: {address}\n\nBuon viaggio!',
    },
  },
  arrival_day: {
    pt: {
      subject: 'Hoje é o dia: bem-vindo a {propertyName}',
      body: 'Olá, {guestName}!\n\nEstamos prontos para receber você hoje em {propertyName}.\n\nEndereço: {address}\n\nAinda não fez o check-in online? Faça aqui: {checkinUrl}\n\nBoa chegada!',
    },
    en: {
      subject: 'Today is the day: welcome to {propertyName}',
      body: 'Hello {guestName},\n\nWe are ready to welcome you at {propertyName} today.\n\nAddress: {address}\n\nNot checked in online yet? Do it here: {checkinUrl}\n\nSafe arrival!',
    },
    es: {
      subject: 'Hoy es el día: bienvenido a {propertyName}',
      body: '¡Hola, {guestName}!\n\nEstamos listos para recibirte hoy en {propertyName}.\n\nDirección: {address}\n\n¿Aún no hiciste el check-in online? Hazlo aquí: {checkinUrl}\n\n¡Buena llegada!',
    },
    it: {
      subject: 'Oggi è il giorno: benvenuto a {propertyName}',
      body: 'Ciao {guestName},\n\nsiamo pronti ad accoglierti oggi a {propertyName}.\n\nIndirizzo: {address}\n\nNon hai ancora fatto il check-in online? Fallo qui: {checkinUrl}\n\nBuon arrivo!',
    },
  },
  post_checkout: {
    pt: {
      subject: 'Obrigado pela estadia em {propertyName}',
      body: 'Olá, {guestName}!\n\nObrigado por ficar em {propertyName} de {checkIn} a {checkOut}. Conte como foi: sua avaliação ajuda outros viajantes.\n\n{reviewUrl}\n\nVolte sempre!',
    },
    en: {
      subject: 'Thank you for staying at {propertyName}',
      body: 'Hello {guestName},\n\nThank you for staying at {propertyName} from {checkIn} to {checkOut}. Tell us how it went: your review helps other travellers.\n\n{reviewUrl}\n\nHope to see you again!',
    },
    es: {
      subject: 'Gracias por tu estancia en {propertyName}',
      body: '¡Hola, {guestName}!\n\nGracias por alojarte en {propertyName} del {checkIn} al {checkOut}. Cuéntanos qué tal: tu opinión ayuda a otros viajeros.\n\n{reviewUrl}\n\n¡Vuelve pronto!',
    },
    it: {
      subject: 'Grazie per il soggiorno a {propertyName}',
      body: 'Ciao {guestName},\n\ngrazie per aver soggiornato a {propertyName} dal {checkIn} al {checkOut}. Raccontaci com\'è andata: la tua recensione aiuta altri viaggiatori.\n\n{reviewUrl}\n\nTi aspettiamo di nuovo!',
    },
  },
};

/** Fills `{variable}`; an unknown `{name}` stays as written. */
export function fillTemplate(text: string, values: MessageValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => ((MESSAGE_VARIABLES as readonly string[]).includes(name) ? values[name as MessageVariable] : whole));
}

// ─── Host API inputs ────────────────────────────────────────────────────────────────────────

export const listMessagesSchema = z.object({ propertyId: z.number().check(z.int(), z.positive()) });

export const updateMessageSchema = z
  .object({
    propertyId: z.number().check(z.int(), z.positive()),
    event: z.enum(MESSAGE_EVENTS),
    locale: z.enum(LOCALES),
    subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    body: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
    enabled: z.boolean(),
    days: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_DAYS))),
  })
  .check(
    z.refine((input) => input.days === undefined || hasDays(input.event), { message: 'days applies to pre_arrival and post_checkout only', path: ['days'] }),
  );
export type UpdateMessageInput = z.infer<typeof updateMessageSchema>;

export interface MessageTemplate {
  event: MessageEvent;
  locale: Locale;
  subject: string;
  body: string;
  enabled: boolean;
  days: number | null;
  /** Whether this is the default (no edit stored). */
  isDefault: boolean;
}

/** Defaults for every event and locale. */
export function defaultTemplates(): MessageTemplate[] {
  return MESSAGE_EVENTS.flatMap((event) =>
    LOCALES.map((locale) => ({ event, locale, ...DEFAULT_TEMPLATES[event][locale], enabled: true, days: DEFAULT_DAYS[event] ?? null, isDefault: true })),
  );
}
