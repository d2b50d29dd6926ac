import type { BaseTranslation } from '../../i18n-types';

/** /sobre-nos: who we are, what we believe, figures and careers. */
const pt_about = {
  title: 'Sobre o Estadia',
  lead: 'Criamos tecnologia para que anfitriões passem menos tempo com planilhas e portais e mais tempo cuidando dos hóspedes.',
  storyTitle: 'Nossa história',
  story: 'O Estadia nasceu da rotina de quem administra hospedagens. Víamos pousadas, hotéis e anfitriões de temporada atualizando calendários à mão em vários portais, com medo de overbooking, pagando comissões altas em cada reserva e sem tempo para o que realmente importa: receber bem.\n\nPor isso construímos uma única plataforma que reúne o sistema de gestão da propriedade, o channel manager e o motor de reservas diretas. Tudo conversa entre si: uma reserva que entra por um portal atualiza a disponibilidade em todos os outros, gera o e-mail de boas-vindas, agenda a limpeza e entra no relatório financeiro, sem que ninguém precise digitar nada duas vezes.\n\nHoje atendemos desde o anfitrião com um único apartamento até redes com dezenas de propriedades, e seguimos evoluindo o produto a partir do que nossos clientes nos contam todos os dias.',
  figuresTitle: 'O Estadia em números',
  figures: {
    properties: 'propriedades usam o Estadia',
    countries: 'países com hospedagens ativas',
    portals: 'portais de reserva conectados',
    revenue: 'de aumento médio na receita',
  },
  missionTitle: 'Missão, visão e valores',
  missionLabel: 'Missão',
  mission: 'Dar a cada hospedagem, de qualquer tamanho, as ferramentas das grandes redes, de forma simples e acessível.',
  visionLabel: 'Visão',
  vision: 'Ser a plataforma em que anfitriões confiam para vender, operar e crescer, em qualquer país.',
  valuesLabel: 'Valores',
  values: {
    simplicity: { title: 'Simplicidade', text: 'Se uma tarefa pode ser automática, ela deve ser. Se precisa de você, deve levar poucos cliques.' },
    transparency: { title: 'Transparência', text: 'Preços claros, sem comissão sobre reservas e sem letras miúdas nos nossos contratos.' },
    closeness: { title: 'Proximidade', text: 'Suporte humano 24 horas por dia, no seu idioma, com quem entende a rotina de uma hospedagem.' },
    security: { title: 'Segurança', text: 'Os dados dos seus hóspedes são tratados com o cuidado que exigimos para os nossos.' },
  },
  careersTitle: 'Carreiras',
  careersLead: 'Quer ajudar milhares de anfitriões a trabalhar melhor? Estamos sempre em busca de pessoas curiosas, cuidadosas e que gostam de resolver problemas reais.',
  careersWhy: 'Trabalhamos de forma remota, com equipes pequenas e autônomas, ciclos curtos de entrega e contato direto com os clientes. Valorizamos quem escreve com clareza, pede ajuda cedo e deixa o código e os processos melhores do que encontrou.',
  areasTitle: 'Áreas em que costumamos contratar',
  areas: {
    engineering: { title: 'Produto e engenharia', text: 'Desenvolvimento web, integrações com portais e pagamentos, design de produto e dados.' },
    success: { title: 'Sucesso do cliente', text: 'Onboarding, treinamento e suporte 24 horas para hospedagens de todos os tamanhos.' },
    sales: { title: 'Vendas e parcerias', text: 'Relacionamento com anfitriões, redes hoteleiras e parceiros de tecnologia.' },
  },
  applyText: 'Não encontrou uma vaga aberta para o seu perfil? Envie seu currículo e conte por que o Estadia combina com você.',
  applyButton: 'Enviar currículo',
  applySubject: 'Candidatura – Carreiras Estadia',
} satisfies BaseTranslation;

export default pt_about;
