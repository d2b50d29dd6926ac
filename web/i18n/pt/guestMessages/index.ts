import type { BaseTranslation } from '../../i18n-types';

/** The workspace's scheduled guest messages page (issue 28): templates per event and language. */
const pt_guestMessages = {
  lead: 'Mensagens enviadas aos hóspedes às 10h (horário da propriedade), no idioma da reserva. Edite o texto de cada evento e idioma ou desligue o envio.',
  noProperty: 'Cadastre uma propriedade para configurar as mensagens.',
  addProperty: 'Adicionar propriedade',
  events: {
    confirmed: 'Reserva confirmada',
    pre_arrival: 'Antes da chegada',
    arrival_day: 'Dia da chegada',
    post_checkout: 'Depois do check-out',
  },
  eventHint: {
    confirmed: 'Enviada logo após a confirmação da reserva.',
    pre_arrival: 'Enviada alguns dias antes do check-in, com o link do check-in online.',
    arrival_day: 'Enviada no dia do check-in.',
    post_checkout: 'Enviada alguns dias depois do check-out, com o link da avaliação.',
  },
  locales: { pt: 'Português', en: 'Inglês', es: 'Espanhol', it: 'Italiano' },
  subject: 'Assunto',
  body: 'Texto',
  enabled: 'Enviar esta mensagem',
  daysBefore: 'Dias antes do check-in',
  daysAfter: 'Dias depois do check-out',
  variables: 'Variáveis disponíveis',
  variablesHint: 'Escreva-as entre chaves; elas são trocadas pelos dados da reserva.',
  isDefault: 'Texto padrão',
  edited: 'Texto editado',
  save: 'Salvar',
  saving: 'Salvando…',
  saved: 'Mensagem salva.',
  saveError: 'Não foi possível salvar. Confira os campos.',
  required: 'Preencha este campo.',
  tooLong: 'Texto longo demais (máximo {max} caracteres).',
  daysRange: 'Use um número de 0 a {max}.',
  preview: 'Pré-visualizar',
  previewTitle: 'Pré-visualização',
  previewSubject: 'Assunto: {subject}',
  previewWith: 'Pré-visualizar com',
  previewSampleStay: 'Uma estadia de exemplo',
  previewStay: '{guest} · {checkIn} a {checkOut} · {code}',
} satisfies BaseTranslation;

export default pt_guestMessages;
