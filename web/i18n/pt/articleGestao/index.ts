import type { BaseTranslation } from '../../i18n-types';

/** Article /blog/estrategias-gestao: ten hotel management strategies. */
const pt_articleGestao = {
  intro: 'Administrar uma hospedagem é equilibrar muitas coisas ao mesmo tempo: ocupação e diária média, custos e qualidade, canais de venda e relacionamento com o hóspede. Quem faz tudo no improviso acaba apagando incêndios; quem tem estratégia consegue crescer com previsibilidade.\n\nReunimos dez estratégias de gestão hoteleira que funcionam para hotéis, pousadas e hostels de qualquer tamanho. Não é preciso aplicar todas de uma vez: escolha as que resolvem os seus maiores desafios hoje e avance passo a passo.',
  listTitle: '10 estratégias para uma gestão hoteleira eficiente',
  items: {
    t1: {
      title: 'Use dados e faça previsão de demanda',
      body: 'Todas as boas decisões começam pelos números. Acompanhe a taxa de ocupação, a diária média (ADR), a receita por quarto disponível (RevPAR), a antecedência das reservas e a origem dos hóspedes. Com esse histórico, você consegue prever a demanda das próximas semanas e meses.\n\nA previsão de demanda permite agir antes: reforçar a equipe para um feriado, lançar uma promoção para um período que está fraco ou subir os preços quando a procura dispara. Relatórios automáticos no sistema de gestão poupam horas de planilha e deixam esses indicadores sempre à mão.',
    },
    t2: {
      title: 'Aplique preços dinâmicos e yield management',
      body: 'O preço ideal de um quarto muda conforme a data, a antecedência, a ocupação e a concorrência. O yield management, ou gestão de receita, é a prática de ajustar os preços a essas variáveis para vender cada noite pelo melhor valor possível.\n\nNa prática, isso significa subir as tarifas quando a ocupação cresce, criar restrições como estadia mínima em datas de alta demanda e oferecer condições atrativas para períodos mais vazios. Ferramentas de precificação dinâmica aplicam essas regras automaticamente em todos os canais.',
    },
    t3: {
      title: 'Segmente o seu mercado',
      body: 'Nem todos os hóspedes são iguais. Viajantes a negócios valorizam localização, Wi-Fi e flexibilidade; famílias procuram espaço, segurança e café da manhã; casais buscam experiências e privacidade. Cada segmento reage de forma diferente a preços, pacotes e mensagens.\n\nIdentifique os segmentos mais rentáveis para a sua hospedagem e crie ofertas específicas para cada um: tarifas corporativas, pacotes de fim de semana, promoções para estadias longas. Comunicar a mensagem certa para o público certo aumenta a conversão sem precisar baixar preços.',
    },
    t4: {
      title: 'Diversifique os canais de distribuição e controle o overbooking',
      body: 'Depender de um único portal é arriscado: uma mudança de algoritmo ou de comissão pode derrubar as suas reservas de um dia para o outro. Distribua a sua disponibilidade entre os principais portais, agências, operadoras e, principalmente, o seu próprio motor de reservas.\n\nQuanto mais canais, maior o risco de vender a mesma noite duas vezes. A gestão do overbooking começa por um channel manager que sincroniza a disponibilidade em tempo real e por regras claras para casos excepcionais, como a realocação do hóspede em uma acomodação parceira de padrão igual ou superior.',
    },
    t5: {
      title: 'Invista em upselling e cross-selling',
      body: 'Aumentar o valor de cada reserva costuma ser mais barato do que conquistar um novo hóspede. O upselling oferece uma versão melhor do que o hóspede já escolheu, como um quarto com vista ou uma categoria superior; o cross-selling oferece algo complementar, como café da manhã, traslado, passeios ou late check-out.\n\nO melhor momento para essas ofertas é no processo de reserva e no e-mail de pré-chegada, quando o hóspede já está planejando a viagem. Ofertas relevantes e bem apresentadas aumentam a receita e a satisfação ao mesmo tempo.',
    },
    t6: {
      title: 'Crie um programa de fidelidade',
      body: 'Hóspedes que voltam custam menos para conquistar, reservam com mais frequência direto com você e indicam a sua hospedagem para amigos. Um programa de fidelidade dá a eles um motivo concreto para escolher você de novo.\n\nNão precisa ser complexo: um desconto para a próxima reserva direta, um upgrade garantido a partir da terceira estadia ou benefícios em datas especiais já fazem diferença. Guarde o histórico de cada hóspede para reconhecê-lo e personalizar o atendimento quando ele voltar.',
    },
    t7: {
      title: 'Faça uma gestão de custos inteligente',
      body: 'Receita alta com custos descontrolados não gera lucro. Acompanhe os principais custos da operação, como energia, água, lavanderia, amenidades, comissões de canais e mão de obra, e compare-os com a ocupação de cada mês.\n\nProcure ganhos de eficiência sem sacrificar a experiência: equipamentos que economizam energia, compras planejadas com fornecedores, escalas de limpeza ajustadas às trocas de hóspedes e mais reservas diretas para reduzir as comissões. Automatizar tarefas repetitivas também libera a equipe para o que gera valor.',
    },
    t8: {
      title: 'Cuide da sua reputação online',
      body: 'Antes de reservar, quase todo viajante lê avaliações. A sua nota nos portais e em sites de avaliação de viagem influencia diretamente a conversão e até o preço que você consegue cobrar.\n\nPeça avaliações de forma sistemática após o check-out, responda a todas com atenção e use as críticas como fonte de melhoria. Problemas mencionados com frequência, como barulho, chuveiro fraco ou demora no check-in, mostram exatamente onde investir primeiro.',
    },
    t9: {
      title: 'Treine a sua equipe',
      body: 'A experiência do hóspede depende das pessoas que o recebem. Uma equipe bem treinada resolve problemas com autonomia, conhece os procedimentos, usa as ferramentas corretamente e transmite segurança em cada contato.\n\nInvista em treinamentos regulares sobre atendimento, rotinas operacionais e uso do sistema de gestão. Documente os processos mais importantes, como check-in, check-out e tratamento de reclamações, para que a qualidade não dependa de quem está de plantão.',
    },
    t10: {
      title: 'Use a tecnologia a seu favor, incluindo chatbots',
      body: 'Um sistema de gestão integrado ao channel manager e ao motor de reservas elimina retrabalho: as reservas entram sozinhas, o calendário se atualiza em todos os canais e os relatórios ficam prontos sem planilhas.\n\nAutomações e chatbots completam o trabalho. Um chatbot no seu site responde na hora às perguntas mais comuns, como horários, estacionamento e animais de estimação, inclusive de madrugada, e encaminha o hóspede para a reserva. E-mails automáticos de confirmação, boas-vindas e pós-estadia mantêm a comunicação sem esforço.',
    },
  },
  conclusionTitle: 'Estratégia é o que transforma trabalho em resultado',
  conclusion: 'Uma gestão hoteleira eficiente combina dados, preços inteligentes, canais bem distribuídos, hóspedes fiéis, custos sob controle e uma equipe preparada. Cada estratégia reforça as outras, e os resultados aparecem na ocupação, na diária média e nas avaliações.\n\nO Estadia reúne em uma só plataforma o sistema de gestão, o channel manager, o motor de reservas, as automações e os relatórios de que essas estratégias precisam, para que você dedique o seu tempo às decisões, e não às planilhas.',
} satisfies BaseTranslation;

export default pt_articleGestao;
