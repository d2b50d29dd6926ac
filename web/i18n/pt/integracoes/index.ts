import type { BaseTranslation } from '../../i18n-types';

/** /integracoes: hero, main logos grid, full table by type, custom integration call to action. */
const pt_integracoes = {
  hero: {
    eyebrow: 'Integrações',
    title: 'Conecte o Estadia a tudo o que a sua hospedagem usa',
    lead: 'Mais de {portals:string} portais de reserva, meios de pagamento, fechaduras, contabilidade e ferramentas de marketing trocando dados com o seu calendário, sem digitação dupla.',
  },
  main: {
    title: 'Principais integrações',
    lead: 'Os portais e buscadores de hospedagem que trazem a maior parte das reservas.',
  },
  table: {
    title: 'Todas as integrações por tipo',
    caption: 'Integrações disponíveis no Estadia, agrupadas por tipo',
    type: 'Tipo',
    integrations: 'Integrações',
    purpose: 'Para que serve',
    trademarks: 'Os nomes citados são marcas de seus respectivos titulares e aparecem aqui apenas para identificar as integrações.',
  },
  types: {
    ota: { name: 'Portais de reserva (OTAs)', purpose: 'Disponibilidade, tarifas e reservas sincronizadas em tempo real pelo channel manager.' },
    metasearch: { name: 'Metabuscadores', purpose: 'Mostram a sua tarifa direta ao lado dos portais e levam o hóspede ao seu motor de reservas.' },
    payments: { name: 'Pagamentos', purpose: 'Cobrança de cartões, Pix, boleto, carteiras digitais e Bitcoin, com conciliação automática.' },
    communication: { name: 'Comunicação', purpose: 'E-mails e mensagens automáticas para os hóspedes, com campanhas para quem já se hospedou.' },
    revenue: { name: 'Gestão de receita', purpose: 'Sugestões de preço com base na demanda do mercado, aplicadas ao calendário.' },
    locks: { name: 'Fechaduras inteligentes', purpose: 'Códigos de acesso gerados para cada reserva e enviados ao hóspede.' },
    accounting: { name: 'Contabilidade e faturamento', purpose: 'Receitas, recebimentos e notas enviados ao seu sistema financeiro.' },
    analytics: { name: 'Análise e marketing', purpose: 'Medição das visitas e das conversões do seu motor de reservas.' },
    automation: { name: 'Automação', purpose: 'Eventos das reservas ligados a milhares de aplicativos, sem programação.' },
  },
  custom: {
    title: 'Precisa de uma integração sob medida?',
    text: 'Com a nossa API aberta você conecta sistemas próprios e parceiros locais. Se preferir, a nossa equipe avalia e desenvolve a integração com você.',
  },
} satisfies BaseTranslation;

export default pt_integracoes;
