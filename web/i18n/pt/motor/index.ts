import type { BaseTranslation } from '../../i18n-types';

/** /motor-de-reservas: how guests book, three live example pages, payment example, features, call to action. */
const pt_motor = {
  hero: {
    eyebrow: 'Motor de reservas',
    title: 'Reservas diretas, sem comissão, com a cara da sua marca',
    lead: 'Uma página de reservas grátis e personalizável para o seu site, as suas redes sociais ou o seu WhatsApp. O hóspede reserva em poucos cliques e você fica com o valor inteiro.',
  },
  how: {
    title: 'Como o hóspede reserva',
    steps: {
      dates: { title: 'Escolhe as datas', text: 'Um calendário simples mostra na hora quais noites estão livres.' },
      prices: { title: 'Vê disponibilidade e preços', text: 'O preço de cada diária aparece antes de qualquer compromisso, sem surpresas.' },
      book: { title: 'Reserva com um clique', text: 'Sem cadastro obrigatório e sem formulários longos.' },
      confirm: { title: 'Paga e recebe a confirmação', text: 'Com o pagamento integrado, a reserva é confirmada imediatamente e sai de venda em todos os canais.' },
    },
  },
  examples: {
    title: 'Exemplos de páginas de reserva',
    lead: 'Cada exemplo abre uma página de reserva de demonstração, ao vivo. Escolha as datas, veja os preços e simule uma reserva.',
    open: 'Abrir o exemplo ao vivo',
    openLabel: 'Abrir o exemplo ao vivo: {name:string}',
    perNight: '{price:string} por noite',
    address: 'sua-hospedagem.com.br',
    book: 'Reservar',
    items: {
      seaView: { title: 'Chalé com vista para o mar', text: 'Para quem vende o pôr do sol: fotos amplas, piscina e a praia a poucos minutos.', location: 'Cascais, Portugal' },
      luxury: { title: 'Chalé de luxo', text: 'Uma página elegante para estadias de alto padrão, com lareira e vista para as montanhas.', location: "Cortina d'Ampezzo, Itália" },
      family: { title: 'Chalé para famílias', text: 'Espaço para seis hóspedes, crianças bem-vindas e todas as regras da casa à vista.', location: 'Campos do Jordão, Brasil' },
    },
  },
  payment: {
    title: 'E na hora de pagar?',
    text: 'O pagamento acontece na mesma página, com cartão, Pix ou boleto, e a reserva é confirmada assim que o pagamento é aprovado.',
    link: 'Ver um exemplo de página de pagamento',
  },
  features: {
    title: 'Feito para vender direto',
    items: {
      customize: { title: 'Personalizável', text: 'Cores, fontes e logotipo da sua marca em cada detalhe.' },
      widget: { title: 'Widget ou link próprio', text: 'Incorpore no seu site ou compartilhe um link com o nome da sua hospedagem.' },
      social: { title: 'Redes sociais e WhatsApp', text: 'Venda pelo Instagram, pelo Facebook ou numa conversa, mesmo sem site.' },
      noCommission: { title: 'Zero comissão', text: 'Cada reserva direta é sua, sem intermediários.' },
      sync: { title: 'Sincronizado com os portais', text: 'A disponibilidade é a mesma do channel manager, em tempo real.' },
      mobile: { title: 'Pronto para o celular', text: 'Rápido e fácil de usar na tela pequena, onde a maioria reserva.' },
    },
  },
  cta: {
    title: 'Comece a vender direto',
    text: 'A página de reservas já vem incluída em todos os planos do Estadia.',
  },
} satisfies BaseTranslation;

export default pt_motor;
