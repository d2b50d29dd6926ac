import type { BaseTranslation } from '../../i18n-types';

/** Article /blog/gatilhos-para-reservas: five psychological triggers. */
const pt_articleGatilhos = {
  intro: 'Entre o momento em que um viajante encontra a sua hospedagem e o clique em “reservar” existe uma decisão, e decisões raramente são puramente racionais. O hóspede compara preços, fotos e avaliações, mas quem decide é também a parte do cérebro que busca segurança, teme perder uma oportunidade e confia no que outras pessoas aprovaram.\n\nOs gatilhos psicológicos são atalhos mentais que ajudam as pessoas a decidir mais rápido. Usados com honestidade, eles não enganam ninguém: apenas deixam claro, no momento certo, por que vale a pena reservar agora e reservar com você. Neste artigo, reunimos os cinco gatilhos que mais influenciam reservas e mostramos como aplicá-los no seu site, no seu motor de reservas e nos portais.',
  listTitle: 'Os 5 gatilhos que aumentam as reservas',
  items: {
    t1: {
      title: 'Escassez: mostre que a disponibilidade é limitada',
      body: 'Valorizamos mais aquilo que pode acabar. Quando o hóspede vê que restam apenas dois quartos para as datas que escolheu, a pergunta deixa de ser “será que reservo?” e passa a ser “será que ainda dá tempo?”. É por isso que os grandes portais exibem avisos como “último quarto disponível”.\n\nNo seu site, a escassez funciona melhor quando é real e automática. Um motor de reservas conectado ao channel manager sabe exatamente quantas unidades restam em cada data e pode mostrar essa informação sem que você precise atualizar nada à mão.\n\nO cuidado é nunca inventar escassez. Um hóspede que vê “último quarto” em todas as datas percebe o truque, perde a confiança e vai reservar em outro lugar. Mostre a disponibilidade verdadeira: em alta temporada ela já fala por si.',
    },
    t2: {
      title: 'Urgência: dê um bom motivo para decidir agora',
      body: 'A escassez fala de quantidade; a urgência fala de tempo. Uma tarifa promocional válida até domingo, um desconto para reservas feitas com 60 dias de antecedência ou uma condição especial para as primeiras reservas do feriado criam um prazo, e prazos tiram o hóspede da indecisão.\n\nA urgência é especialmente útil para ocupar períodos mais fracos. Em vez de baixar o preço da temporada inteira, crie ofertas com data para terminar nas semanas em que a ocupação prevista está abaixo da meta, e divulgue-as na sua newsletter e nas redes sociais.\n\nAssim como na escassez, a regra é cumprir o que se promete: se a promoção termina no domingo, ela termina no domingo. Ofertas que “acabam hoje” todos os dias deixam de gerar urgência e passam a gerar desconfiança.',
    },
    t3: {
      title: 'Prova social: deixe os hóspedes falarem por você',
      body: 'Quando não temos certeza, olhamos o que outras pessoas fizeram. Avaliações, notas médias e comentários de hóspedes são a prova social mais poderosa da hotelaria: para muitos viajantes, uma nota alta com dezenas de avaliações pesa mais do que qualquer descrição que você possa escrever.\n\nPeça avaliações de forma sistemática, com um e-mail automático enviado logo após o check-out, e responda a todas, inclusive às críticas, com educação e objetividade. Depois, leve o melhor dessas avaliações para o seu site e para a página do motor de reservas, perto do botão de reservar, que é onde a dúvida aparece.\n\nOutras formas de prova social também ajudam: o número de hóspedes atendidos no último ano, fotos reais publicadas por visitantes e menções na imprensa local. O importante é que tudo seja verificável.',
    },
    t4: {
      title: 'Reciprocidade: ofereça algo antes de pedir a reserva',
      body: 'Quando recebemos algo de valor, sentimos vontade de retribuir. Na hospedagem, isso pode começar antes mesmo da reserva: um guia gratuito com os melhores restaurantes e passeios da região, um roteiro para quem viaja com crianças ou dicas de como chegar sem trânsito mostram que você se importa com a viagem do hóspede, e não apenas com a diária.\n\nDurante a estadia, pequenas cortesias multiplicam o efeito. Um café da manhã caprichado, um upgrade quando há disponibilidade, um check-out mais tarde ou uma mensagem de boas-vindas personalizada custam pouco e geram avaliações melhores, indicações e retornos.\n\nA reciprocidade também vale para quem reserva direto com você: ofereça um benefício exclusivo para reservas feitas no seu site, como estacionamento incluído ou uma bebida de boas-vindas. O hóspede entende que reservar direto compensa, e você economiza a comissão.',
    },
    t5: {
      title: 'Autoridade: mostre por que confiar na sua hospedagem',
      body: 'Confiamos mais em quem demonstra conhecimento e reconhecimento. Selos de qualidade, prêmios de portais de viagem, certificações de sustentabilidade e anos de experiência são sinais de autoridade que reduzem o risco percebido pelo hóspede, principalmente por quem ainda não conhece você.\n\nExiba esses sinais de forma discreta e visível: no rodapé do site, na página de reservas e na assinatura dos seus e-mails. Um processo de pagamento seguro, com selos reconhecidos e confirmação imediata, também transmite profissionalismo no momento mais sensível da compra.\n\nConteúdo útil reforça a autoridade. Um blog ou guia com informações atualizadas sobre a região mostra que você conhece o destino melhor do que ninguém, e quem conhece o destino é a pessoa certa para hospedar a viagem.',
    },
  },
  conclusionTitle: 'Use os gatilhos com ética e consistência',
  conclusion: 'Os cinco gatilhos funcionam melhor juntos: disponibilidade real e ofertas com prazo dão o motivo para agir, avaliações e selos dão a segurança, e pequenas cortesias transformam hóspedes satisfeitos em promotores da sua hospedagem.\n\nO ponto em comum é a verdade. Gatilhos usados para enganar funcionam uma vez e custam a sua reputação; gatilhos usados para comunicar com clareza aumentam as reservas de forma sustentável. Com um motor de reservas e um channel manager integrados, boa parte desse trabalho fica automática: a disponibilidade é sempre exata, os pedidos de avaliação saem sozinhos e as ofertas aparecem em todos os canais ao mesmo tempo.',
} satisfies BaseTranslation;

export default pt_articleGatilhos;
