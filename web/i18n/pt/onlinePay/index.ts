import type { BaseTranslation } from '../../i18n-types';

/** Online payments through the host's own Mercado Pago or Stripe account (issue 42). */
const pt_onlinePay = {
  choice: {
    online: 'Pagar online agora ({provider:string})',
    onlineHint: 'Cartão, carteira digital ou Pix, direto na conta do anfitrião.',
    pix: 'Pix (QR Code e copia e cola)',
    atProperty: 'Pagar na propriedade',
  },
  /** The booking page's policy line when an online provider takes the payment (not only Pix). */
  policy: {
    full: 'Pagamento integral ao reservar.',
    deposit: 'Sinal de {percent:number}% ao reservar; o restante na propriedade.',
  },
  panel: {
    title: 'Pagamento online',
    amountDue: 'Valor a pagar agora: {amount:string}',
    deadline: 'Pague até {when:string}. Sem o pagamento, a reserva é cancelada e as datas liberadas.',
    atOnce: 'Pagamento imediato: a chegada é em breve.',
    payCard: 'Pagar com cartão ou carteira',
    payStripe: 'Pagar agora',
    pixTitle: 'Ou pague com Pix',
    pixScan: 'Leia o QR Code no app do seu banco ou copie o código.',
    pixCode: 'Pix copia e cola',
    paid: 'Pagamento recebido. Reserva confirmada.',
    waiting: 'Se você já pagou, a confirmação chega em instantes: recarregue a página.',
    expired: 'O prazo desta cobrança terminou.',
    retry: 'Gerar nova cobrança',
    failed: 'Não foi possível criar a cobrança agora. Tente de novo em instantes.',
    simulate: 'Simular o pagamento (modo local)',
    refunded: 'Reembolsado: {amount:string}',
  },
  mail: {
    lateHostSubject: 'Pagamento recebido para a reserva {code:string} já cancelada: reembolsado',
    lateHostBody:
      'O {provider:string} confirmou um pagamento de {amount:string} para a reserva {code:string} ({guest:string}, {checkIn:string} a {checkOut:string}), mas o prazo dela já tinha terminado e a reserva foi cancelada. O valor foi reembolsado ao hóspede automaticamente.',
    lateGuestSubject: 'Seu pagamento para a reserva {code:string} foi reembolsado',
    lateGuestBody:
      'Recebemos seu pagamento de {amount:string} depois do prazo da reserva {code:string} em {property:string}, que já tinha sido cancelada. O valor foi devolvido pelo {provider:string}. Se ainda quiser as datas, faça uma nova reserva.',
    signature: 'Equipe Estadia',
  },
  simulator: {
    title: 'Simulador de pagamento (modo local)',
    intro: 'Nenhum dinheiro de verdade: este simulador faz o papel do {provider:string} para você ver a reserva se confirmar.',
    amount: 'Valor: {amount:string}',
    pay: 'Aprovar pagamento',
    unknown: 'Cobrança não encontrada (o simulador esquece as cobranças quando o servidor reinicia).',
  },
} satisfies BaseTranslation;

export default pt_onlinePay;
