import type { BaseTranslation } from '../../i18n-types';

/** Pix at checkout (QR and copy-and-paste code), payments the host records, unpaid-hold mails. */
const pt_pix = {
  panel: {
    title: 'Pague com Pix',
    amountDue: 'Valor a pagar agora',
    full: 'Valor total da estadia.',
    deposit: 'Sinal para garantir a reserva; o restante, {rest:string}, na propriedade.',
    deadline: 'Pague até {when:string}. Sem o pagamento, a reserva é cancelada e as datas liberadas.',
    scan: 'Abra o app do seu banco, escolha Pix e leia o QR Code, ou copie o código abaixo.',
    qrLabel: 'QR Code Pix de {amount:string} para a reserva {code:string}',
    codeLabel: 'Pix copia e cola',
    copy: 'Copiar código',
    copied: 'Código copiado.',
    copyFailed: 'Não foi possível copiar. Selecione o código e copie.',
    receiver: 'Recebedor: {name:string}',
    paid: 'Pagamento recebido. Obrigado!',
  },
  record: {
    title: 'Registrar pagamento',
    amount: 'Valor ({currency:string})',
    method: 'Forma de pagamento',
    methods: { pix: 'Pix', cash: 'Dinheiro', card: 'Cartão', transfer: 'Transferência', other: 'Outra' },
    receivedOn: 'Recebido em',
    note: 'Observação (opcional)',
    submit: 'Registrar pagamento',
    saving: 'Registrando…',
    saved: 'Pagamento de {amount:string} registrado.',
    error: 'Não foi possível registrar o pagamento. Tente de novo.',
    errors: {
      amount: 'Informe um valor maior que zero, com até dois decimais.',
      method: 'Escolha a forma de pagamento.',
      receivedOn: 'Informe uma data até hoje.',
      note: 'No máximo 500 caracteres.',
    },
    total: 'Total',
    paid: 'Pago',
    balance: 'A receber',
    history: 'Pagamentos recebidos',
    none: 'Nenhum pagamento registrado.',
  },
  mail: {
    greeting: 'Olá, {name:string}.',
    guestSubject: 'Reserva {code:string} cancelada: o Pix não chegou a tempo',
    guestBody: 'Não recebemos o Pix de {amount:string} da sua reserva {code:string} em {property:string} ({checkIn:string} a {checkOut:string}) até {deadline:string}. A reserva foi cancelada e as datas voltaram a ficar disponíveis.',
    guestNext: 'Se ainda quiser se hospedar, faça uma nova reserva na página da propriedade. Se você pagou e mesmo assim recebeu este e-mail, responda com o comprovante.',
    hostSubject: 'Reserva {code:string} liberada: Pix não pago no prazo',
    hostBody: 'A reserva {code:string} de {guest:string} em {property:string} ({checkIn:string} a {checkOut:string}) esperava um Pix de {amount:string} até {deadline:string}. Nenhum pagamento foi registrado: ela foi cancelada e as noites liberadas.',
    hostNext: 'Se o pagamento chegou, crie a reserva de novo no calendário e registre o pagamento.',
    signature: 'Equipe Estadia',
  },
} satisfies BaseTranslation;

export default pt_pix;
