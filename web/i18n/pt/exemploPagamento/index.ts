import type { BaseTranslation } from '../../i18n-types';

/** /exemplo-de-pagina-de-pagamento: one example payment page, drawn, with its text equivalent. */
const pt_exemploPagamento = {
  hero: {
    eyebrow: 'Motor de reservas',
    title: 'Exemplo de página de pagamento',
    lead: 'Veja o que o hóspede encontra ao finalizar uma reserva direta: o resumo da estadia, as formas de pagamento e a confirmação imediata.',
  },
  figure: {
    caption: 'Ilustração de uma página de pagamento do motor de reservas do Estadia, com valores de exemplo.',
  },
  mock: {
    address: 'sua-hospedagem.com.br/pagamento',
    heading: 'Finalize a sua reserva',
    summary: 'Resumo da reserva',
    property: 'Chalé Dolomitas',
    location: "Cortina d'Ampezzo, Itália",
    dates: '12 a 15 de março',
    guests: '{count:number} hóspedes',
    nightsLine: '{nights:number} noites × {price:string}',
    cleaningFee: 'Taxa de limpeza',
    serviceFee: 'Taxa de serviço',
    total: 'Total',
    method: 'Forma de pagamento',
    card: 'Cartão',
    pix: 'Pix',
    boleto: 'Boleto',
    cardName: 'Nome no cartão',
    cardHolder: 'Maria Souza',
    cardNumber: 'Número do cartão',
    expiry: 'Validade',
    cvc: 'CVV',
    pay: 'Pagar {total:string} e confirmar',
    secure: 'Pagamento protegido com 3DSecure',
  },
  equivalent: {
    title: 'O que a página mostra',
    property: 'Acomodação',
    stay: 'Estadia',
    stayValue: '{dates:string}, {nights:number} noites, {guests:number} hóspedes',
    prices: 'Valores',
    pricesValue: '{nights:number} noites × {price:string} = {subtotal:string}; taxa de limpeza {cleaning:string}; taxa de serviço {service:string}',
    total: 'Total',
    methods: 'Formas de pagamento',
    methodsValue: 'cartão, Pix ou boleto',
    confirmation: 'Confirmação',
    confirmationValue: 'imediata, por e-mail, assim que o pagamento é aprovado',
  },
  steps: {
    title: 'Como funciona',
    items: {
      review: { title: 'Revisão da reserva', text: 'O hóspede confere datas, número de hóspedes e todos os valores antes de pagar.' },
      method: { title: 'Escolha da forma de pagamento', text: 'Cartão, Pix ou boleto, conforme as opções que você ativar.' },
      secure: { title: 'Pagamento seguro', text: 'A autenticação do banco (3DSecure) protege o hóspede e você contra fraudes.' },
      confirm: { title: 'Confirmação imediata', text: 'Assim que o pagamento é aprovado, a reserva é confirmada por e-mail e a data sai de venda em todos os canais.' },
    },
  },
  links: {
    engine: 'Voltar ao motor de reservas',
    payments: 'Conhecer o processamento de pagamentos',
  },
} satisfies BaseTranslation;

export default pt_exemploPagamento;
