import type { BaseTranslation } from '../../i18n-types';

/** Article /blog/motor-de-reservas: the benefits of an own booking engine. */
const pt_articleMotor = {
  intro: 'Os portais de reserva são ótimos para ser encontrado, mas cada reserva feita por eles tem um custo: comissões que podem passar de 15% do valor da estadia e um hóspede cujo contato pertence ao portal, não a você. Um motor de reservas próprio muda essa equação.\n\nO motor de reservas é o sistema que permite ao hóspede escolher as datas, ver a disponibilidade e os preços e reservar direto com a sua hospedagem, pagando na hora. Veja por que ele se tornou indispensável para hotéis, pousadas e anfitriões de temporada.',
  listTitle: 'Os benefícios de ter um motor de reservas próprio',
  items: {
    b1: {
      title: 'Mais lucro em cada reserva',
      body: 'Sem intermediário, a reserva direta não paga comissão. Em uma diária de R$ 400, uma comissão de 15% representa R$ 60 a menos no seu caixa por noite; ao longo de um ano, a diferença entre vender pelos portais e vender direto pode pagar uma reforma, um novo funcionário ou simplesmente aumentar o seu lucro.\n\nEssa margem extra também dá liberdade para oferecer o melhor preço ou um benefício exclusivo a quem reserva direto, o que reforça o ciclo: mais hóspedes aprendem que vale a pena reservar no seu site.',
    },
    b2: {
      title: 'Relacionamento direto com o hóspede',
      body: 'Quando o hóspede reserva com você, a conversa começa desde o primeiro contato. Você envia a confirmação com a sua marca, faz ofertas antes da chegada, personaliza o atendimento e mantém o contato depois da estadia.\n\nEsse relacionamento é a base da fidelização. Um hóspede que teve uma boa experiência e recebe de você uma oferta para a próxima viagem tem muito mais chance de voltar, e de voltar direto, sem passar pelo portal.',
    },
    b3: {
      title: 'Dados do hóspede que são seus',
      body: 'Nas reservas diretas, os dados do hóspede, com o devido consentimento, ficam com a sua hospedagem: nome, e-mail, preferências, datas de viagem e histórico de estadias. Com essas informações, você entende quem é o seu público e de onde ele vem.\n\nEsses dados alimentam campanhas de e-mail, programas de fidelidade e decisões de preço e marketing muito mais precisas. Tudo tratado de acordo com a LGPD, com transparência para o hóspede sobre o uso das informações.',
    },
    b4: {
      title: 'Flexibilidade para vender do seu jeito',
      body: 'No seu motor de reservas, as regras são suas. Você cria pacotes com café da manhã ou passeios, oferece cupons de desconto, define políticas de cancelamento próprias e vende extras como traslado e late check-out no momento da reserva.\n\nA página de reservas também segue a sua identidade visual, com cores, fontes, logotipo e fotos escolhidos por você. O hóspede reserva em um ambiente que parece seu, e não de um portal, o que transmite confiança e valoriza a sua marca.',
    },
  },
  sections: {
    sync: {
      title: 'Sincronização em tempo real, sem overbooking',
      body: 'Um receio comum é vender a mesma noite no site e em um portal ao mesmo tempo. Quando o motor de reservas está integrado ao channel manager, isso não acontece: cada reserva feita no site atualiza na hora a disponibilidade em todos os canais, e cada reserva dos portais bloqueia a data no site.\n\nPreços, restrições e disponibilidade são gerenciados em um só lugar, e a confirmação chega ao hóspede assim que o pagamento é aprovado, por cartão, Pix ou boleto.',
    },
    noWebsite: {
      title: 'Não precisa ter um site',
      body: 'Não tem site? Não tem problema. O motor de reservas do Estadia gera uma página de reservas própria, com um link com a sua marca que pode ser compartilhado no Instagram, no Facebook, no WhatsApp ou no Google.\n\nSe você já tem um site, o motor pode ser incorporado como widget, com um botão de reservar em todas as páginas. Em ambos os casos, a configuração leva minutos e não exige conhecimento técnico, e o hóspede vê a disponibilidade e os preços em tempo real e paga com segurança na mesma página.',
    },
  },
  conclusionTitle: 'Use os portais para ser encontrado e o seu motor para crescer',
  conclusion: 'Os portais continuam importantes para atrair novos hóspedes. O motor de reservas próprio é o que transforma esses hóspedes em clientes seus, com mais lucro por reserva, relacionamento direto e dados para crescer.\n\nO Estadia inclui uma página de reservas gratuita, personalizável, integrada ao channel manager e aos principais meios de pagamento, sem comissão sobre as reservas.',
} satisfies BaseTranslation;

export default pt_articleMotor;
