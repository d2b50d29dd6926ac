import type { BaseTranslation } from '../../i18n-types';

/** Article /blog/dicas-airbnb: ten tips for Airbnb. */
const pt_articleAirbnb = {
  intro: 'O Airbnb reúne milhões de anúncios, e a concorrência em destinos turísticos é grande. A boa notícia é que o algoritmo da plataforma e os próprios hóspedes recompensam os mesmos comportamentos: anúncios completos, preços coerentes, respostas rápidas e estadias que terminam em boas avaliações.\n\nReunimos dez dicas práticas, testadas por anfitriões que usam o Estadia, para ganhar visibilidade, converter mais visitas em reservas e construir uma reputação que trabalha a seu favor temporada após temporada.',
  listTitle: '10 dicas para se destacar no Airbnb',
  items: {
    t1: {
      title: 'Invista em fotos de qualidade',
      body: 'A primeira coisa que o hóspede vê é a foto de capa, e é ela que decide se ele vai clicar no seu anúncio ou no do vizinho. Fotografe com luz natural, com os ambientes arrumados e a partir dos cantos do cômodo, para mostrar o espaço inteiro. Se puder, contrate um fotógrafo de imóveis: o investimento costuma se pagar nas primeiras reservas.\n\nOrganize as fotos na ordem de uma visita: fachada ou vista, sala, quartos, banheiros, cozinha e áreas externas. Inclua também os detalhes que diferenciam a sua acomodação, como a varanda, a banheira ou a mesa de trabalho, e atualize as imagens sempre que renovar a decoração.',
    },
    t2: {
      title: 'Escreva um título e uma descrição que vendem',
      body: 'O título deve dizer em poucas palavras o que torna o lugar especial: “Apartamento com vista para o mar a 50 m da praia” informa muito mais do que “Lindo apartamento”. Use o espaço para a localização, o principal diferencial e o tipo de hóspede ideal.\n\nNa descrição, comece pelo que o hóspede mais quer saber: quantas pessoas acomoda, como são as camas, o que há por perto e como funciona o check-in. Seja honesto sobre limitações, como escadas ou barulho de rua. Expectativas corretas evitam avaliações negativas.',
    },
    t3: {
      title: 'Defina preços dinâmicos e competitivos',
      body: 'Cobrar o mesmo valor o ano inteiro significa perder dinheiro na alta temporada e perder reservas na baixa. Ajuste os preços conforme a demanda: feriados, eventos na cidade, dias da semana e antecedência da reserva mudam o quanto o hóspede está disposto a pagar.\n\nAcompanhe os anúncios parecidos com o seu na mesma região e posicione-se de acordo com o que você oferece. Descontos para estadias semanais e mensais ajudam a preencher períodos longos e reduzem o trabalho com trocas de hóspedes. Um sistema de precificação automática faz esses ajustes por você todos os dias.',
    },
    t4: {
      title: 'Responda rápido a todas as mensagens',
      body: 'A taxa e o tempo de resposta aparecem no seu perfil e influenciam o posicionamento do anúncio. Hóspedes que perguntam algo antes de reservar costumam reservar com quem responde primeiro, então cada hora de atraso pode significar uma reserva perdida.\n\nTenha respostas prontas para as dúvidas mais comuns, como estacionamento, animais de estimação e horário de check-in, e personalize-as com o nome do hóspede. Uma caixa de entrada unificada, que reúne as mensagens de todos os canais em um só lugar, evita que alguma pergunta fique esquecida.',
    },
    t5: {
      title: 'Ative a Reserva Instantânea',
      body: 'Muitos viajantes filtram a busca para ver apenas anúncios com Reserva Instantânea, porque querem garantir a acomodação sem esperar aprovação. Ativar essa opção aumenta a visibilidade do anúncio e elimina uma etapa em que o hóspede pode desistir.\n\nSe você tem receio de receber qualquer pessoa, use os requisitos que a plataforma oferece, como perfil verificado e avaliações positivas anteriores, e deixe as regras da casa bem claras. Com o calendário sempre sincronizado, a Reserva Instantânea deixa de ser um risco.',
    },
    t6: {
      title: 'Mantenha o calendário sempre atualizado',
      body: 'Cancelar uma reserva porque a data já estava ocupada em outro canal gera penalidades, avaliações automáticas negativas e pode até suspender o anúncio. Se você anuncia no Airbnb e em outros portais, a sincronização manual não é suficiente.\n\nUm channel manager atualiza a disponibilidade em todos os canais no instante em que uma reserva entra, eliminando o overbooking. Aproveite também para abrir o calendário com bastante antecedência: hóspedes que planejam viagens longas ou internacionais reservam com meses de antecipação.',
    },
    t7: {
      title: 'Ofereça as comodidades que fazem diferença',
      body: 'Wi-Fi rápido e estável é hoje tão essencial quanto água quente, especialmente para quem trabalha durante a viagem. Informe a velocidade da conexão no anúncio e, se possível, ofereça um espaço de trabalho com mesa e cadeira confortáveis.\n\nPense também nos detalhes que os hóspedes mencionam nas avaliações: roupa de cama de qualidade, cortinas que escurecem o quarto, cozinha equipada, café, secador de cabelo e um kit básico de limpeza. Marque todas as comodidades no anúncio, porque muitos hóspedes usam filtros de busca por elas.',
    },
    t8: {
      title: 'Garanta uma limpeza impecável',
      body: 'A limpeza é um dos critérios avaliados separadamente pelos hóspedes, e uma nota baixa nesse item derruba a média geral. Crie uma lista de verificação para cada troca de hóspede, com atenção a banheiros, cozinha, roupa de cama e cantos esquecidos, como embaixo das camas e atrás das portas.\n\nOrganize a agenda de limpeza a partir das datas de check-out e check-in, para que a equipe saiba exatamente o que fazer em cada dia. Aplicativos de limpeza integrados ao sistema de gestão avisam a equipe automaticamente e registram quando cada unidade está pronta.',
    },
    t9: {
      title: 'Cuide da comunicação antes, durante e depois da estadia',
      body: 'Uma mensagem de confirmação logo após a reserva, as instruções de chegada alguns dias antes do check-in e um contato rápido no primeiro dia mostram ao hóspede que ele está em boas mãos. Inclua endereço, como entrar, senha do Wi-Fi e regras da casa de forma clara.\n\nUm guia digital com recomendações de restaurantes, mercados e passeios agrega valor e reduz as perguntas repetidas. Essas mensagens podem ser programadas para sair automaticamente, no momento certo, sem que você precise lembrar de cada reserva.',
    },
    t10: {
      title: 'Peça avaliações e responda a todas',
      body: 'As avaliações são o motor do Airbnb: influenciam a posição nas buscas, a decisão dos próximos hóspedes e o acesso a distinções como o status de Superhost. Depois do check-out, envie uma mensagem de agradecimento convidando o hóspede a avaliar a estadia, e avalie-o também.\n\nResponda publicamente às avaliações, agradecendo os elogios e tratando as críticas com calma e soluções concretas. Futuros hóspedes leem essas respostas e valorizam anfitriões que escutam e melhoram.',
    },
  },
  conclusionTitle: 'Pequenos ajustes, grandes resultados',
  conclusion: 'Nenhuma dessas dicas exige grandes investimentos, mas juntas elas mudam a forma como o Airbnb e os hóspedes enxergam o seu anúncio. Comece pelas fotos e pela descrição, ative a Reserva Instantânea e garanta que o calendário nunca esteja desatualizado.\n\nCom o Estadia, a sincronização com o Airbnb e os demais canais, as mensagens automáticas, a agenda de limpeza e os pedidos de avaliação funcionam em um único painel. Assim você ganha tempo para o que nenhuma ferramenta substitui: receber bem.',
} satisfies BaseTranslation;

export default pt_articleAirbnb;
