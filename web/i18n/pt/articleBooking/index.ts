import type { BaseTranslation } from '../../i18n-types';

/** Article /blog/dicas-booking: eight tips for visibility on Booking.com. */
const pt_articleBooking = {
  intro: 'O Booking.com é um dos maiores canais de reservas do mundo, e para muitas pousadas e hotéis é a principal fonte de hóspedes. Mas estar no Booking não basta: a posição do seu anúncio nos resultados de busca depende de uma série de fatores que você pode influenciar.\n\nNeste artigo reunimos oito dicas para ganhar visibilidade no Booking.com, das configurações mais simples aos programas especiais da plataforma, para que a sua hospedagem apareça para mais viajantes e converta mais visitas em reservas.',
  listTitle: '8 dicas para ganhar visibilidade no Booking.com',
  items: {
    t1: {
      title: 'Ofereça políticas flexíveis e preços competitivos',
      body: 'O algoritmo do Booking favorece acomodações que convertem bem, e os viajantes reservam com mais facilidade quando sabem que podem cancelar sem custo. Políticas de cancelamento flexíveis costumam aumentar a taxa de conversão e, com ela, a posição no ranking.\n\nPara não perder receita com cancelamentos, combine a tarifa flexível com uma tarifa não reembolsável um pouco mais barata: o hóspede escolhe, e você garante parte das reservas. Mantenha preços competitivos em relação aos concorrentes diretos e coerentes com os demais canais, porque diferenças grandes de preço afetam a sua avaliação na plataforma.',
    },
    t2: {
      title: 'Use dados e análises a seu favor',
      body: 'A extranet do Booking oferece relatórios de desempenho, comparação com concorrentes e informações sobre a demanda para as próximas datas. Consulte esses dados com frequência para entender de onde vêm os seus hóspedes, com quanta antecedência reservam e em que ponto desistem.\n\nCruze essas informações com os números do seu sistema de gestão: ocupação, diária média e receita por quarto disponível. Decisões baseadas em dados, como abrir uma promoção para um período fraco ou ajustar o preço de um tipo de quarto, têm muito mais chance de dar certo do que palpites.',
    },
    t3: {
      title: 'Abra o calendário com bastante antecedência',
      body: 'Muitos viajantes, principalmente estrangeiros e famílias, planejam as férias com meses de antecedência. Se o seu calendário só está aberto para as próximas semanas, a sua acomodação simplesmente não aparece para quem busca datas mais distantes.\n\nMantenha a disponibilidade e as tarifas carregadas para pelo menos doze meses à frente. Com um channel manager, isso é feito uma única vez e replicado para todos os canais, e os preços podem ser ajustados depois, conforme a demanda se confirma.',
    },
    t4: {
      title: 'Avalie o impulsionador de visibilidade',
      body: 'O Booking oferece ferramentas que aumentam a visibilidade do anúncio em troca de uma comissão maior nas reservas geradas, como o Visibility Booster, que pode ser ativado para datas específicas. É uma forma de aparecer mais em períodos estratégicos.\n\nUse o impulsionador com critério: ele compensa em datas com baixa ocupação prevista ou quando você precisa preencher rapidamente um período, mas reduz a margem de cada reserva. Acompanhe o resultado de cada ativação e compare o custo extra com a receita que ela trouxe.',
    },
    t5: {
      title: 'Participe dos programas especiais',
      body: 'O programa de fidelidade do Booking, o Genius, dá descontos a viajantes frequentes, e as acomodações participantes ganham destaque para esse público, que costuma reservar mais e com estadias mais longas. Em troca, você oferece um desconto aos membros do programa.\n\nJá o selo de parceiro preferencial, o programa Preferred, distingue acomodações com bom desempenho e boas avaliações e dá mais visibilidade nos resultados de busca. Verifique na extranet quais programas estão disponíveis para a sua acomodação e quais critérios você precisa cumprir.',
    },
    t6: {
      title: 'Seja rápido e presente',
      body: 'Responder rapidamente às mensagens e aos pedidos especiais dos hóspedes melhora a experiência e a sua reputação na plataforma. Confirme as reservas sem demora, mantenha as informações da acomodação sempre corretas e resolva problemas antes que virem reclamações.\n\nUma caixa de entrada unificada e mensagens automáticas ajudam a manter a presença mesmo nos dias mais corridos: o hóspede recebe a confirmação, as instruções de chegada e o agradecimento no momento certo, e você cuida pessoalmente apenas do que realmente precisa de atenção.',
    },
    t7: {
      title: 'Defina o seu público ideal',
      body: 'Famílias, casais, viajantes a negócios e grupos de amigos procuram coisas diferentes. Quando você sabe quem é o seu hóspede ideal, consegue escolher as fotos, as comodidades e as tarifas que mais chamam a atenção desse público.\n\nUma pousada perto de centros de convenções pode destacar Wi-Fi, mesa de trabalho e café da manhã cedo; uma acomodação no litoral pode enfatizar quartos familiares, estacionamento e a distância até a praia. Preencha todas as características do anúncio, porque os filtros de busca do Booking dependem delas.',
    },
    t8: {
      title: 'Cuide do anúncio com fotos de qualidade e descrições sazonais',
      body: 'Anúncios com muitas fotos bem iluminadas e atualizadas recebem mais cliques. Mostre todos os tipos de quarto, os banheiros, as áreas comuns e os arredores, e substitua imagens antigas sempre que houver reforma ou mudança de decoração.\n\nAtualize também as descrições conforme a estação: no verão, destaque piscina, praia e atividades ao ar livre; no inverno, lareira, gastronomia e eventos da região. Um anúncio que parece cuidado transmite confiança e faz o viajante imaginar a própria estadia.',
    },
  },
  conclusionTitle: 'Visibilidade é consequência de consistência',
  conclusion: 'Não existe um único truque para subir no ranking do Booking.com. O que funciona é a soma de preços competitivos, calendário aberto, anúncio completo, respostas rápidas e boas avaliações, mantida todos os dias.\n\nCom o Estadia, as tarifas e a disponibilidade chegam ao Booking e aos outros canais ao mesmo tempo, as mensagens saem automaticamente e os relatórios mostram o que está funcionando. E, enquanto o Booking traz novos hóspedes, o seu motor de reservas próprio ajuda a trazê-los de volta sem comissão.',
} satisfies BaseTranslation;

export default pt_articleBooking;
