import type { BaseTranslation } from '../../i18n-types';

/** /termos-de-servico: the subscription terms (spec section 9: duration, notice, penalty, non-payment, uptime). */
const pt_terms = {
  title: 'Termos de serviço',
  lead: 'Estas são as regras do contrato entre a sua hospedagem e o Estadia. Escrevemos de forma direta para que você saiba exatamente o que esperar de nós e o que esperamos de você.',
  sections: {
    acceptance: {
      title: 'Aceitação dos termos',
      body: 'Ao criar uma conta, iniciar o período de teste ou contratar um plano do Estadia, você concorda com estes termos em nome da hospedagem ou empresa que representa. Se não concordar com alguma condição, não utilize a plataforma.\n\nA pessoa que aceita os termos declara ter poderes para representar a empresa contratante e ser maior de idade.',
    },
    service: {
      title: 'O serviço',
      body: 'O Estadia é uma plataforma de gestão hoteleira acessada pela internet. Conforme o plano contratado, ela inclui o sistema de gestão da propriedade, o channel manager conectado a portais de reserva, o motor de reservas diretas, automações, relatórios e suporte.\n\nA conexão com portais de reserva e provedores de pagamento depende também das regras e da disponibilidade desses terceiros, que têm seus próprios termos e com quem você mantém contas próprias.',
    },
    account: {
      title: 'Conta e responsabilidades',
      body: 'Você é responsável por:\n\n- manter corretos os dados da hospedagem, das tarifas e da disponibilidade cadastrados na plataforma;\n- guardar em sigilo as senhas dos usuários da sua equipe e remover acessos que não forem mais necessários;\n- usar a plataforma de acordo com a lei, inclusive a legislação de proteção de dados e de defesa do consumidor em relação aos seus hóspedes;\n- não tentar acessar dados de outros clientes nem interferir no funcionamento do serviço.',
    },
    duration: {
      title: 'Vigência e cancelamento',
      body: 'O contrato vigora por prazo indeterminado, a partir da contratação do plano, e se renova automaticamente a cada ciclo de cobrança.\n\nQualquer das partes pode encerrá-lo a qualquer momento mediante aviso prévio de 30 dias, por escrito, inclusive por e-mail. Durante o aviso prévio o serviço continua funcionando normalmente e a mensalidade correspondente é devida.\n\nSe o cliente encerrar o contrato sem cumprir o aviso prévio de 30 dias, será cobrada uma multa equivalente a uma mensalidade do plano contratado.',
    },
    payment: {
      title: 'Pagamento e inadimplência',
      body: 'A assinatura é cobrada antecipadamente, no período escolhido (mensal, anual ou bienal), pelos valores da página de preços vigentes na contratação. Não há taxa de instalação nem comissão sobre as reservas. O período de teste gratuito de {trialDays} dias não exige cartão de crédito.\n\nEm caso de atraso no pagamento:\n\n- após 10 dias de inadimplência, a conta pode ser suspensa: os usuários perdem o acesso ao painel e a sincronização com os canais é interrompida;\n- após 20 dias de inadimplência, o contrato pode ser rescindido e os dados da conta são excluídos de forma definitiva.\n\nAntes da exclusão, avisamos por e-mail o responsável pela conta. Regularizado o pagamento durante a suspensão, o acesso é restabelecido.',
    },
    availability: {
      title: 'Disponibilidade do serviço',
      body: 'Nossa meta de disponibilidade (uptime) é de {uptime}% ao mês. Para isso mantemos monitoramento contínuo, redundância de infraestrutura e backup diário dos dados.\n\nManutenções programadas são avisadas com antecedência e feitas, sempre que possível, em horários de menor movimento. Instabilidades de portais de reserva, provedores de pagamento ou da sua conexão à internet estão fora do nosso controle e não contam como indisponibilidade da plataforma.',
    },
    data: {
      title: 'Dados e privacidade',
      body: 'Os dados da sua hospedagem e dos seus hóspedes pertencem a você. O Estadia os trata apenas para prestar o serviço, seguindo suas instruções e a Lei Geral de Proteção de Dados (LGPD), conforme descrito na nossa política de privacidade.\n\nVocê pode exportar suas reservas e cadastros a qualquer momento enquanto a conta estiver ativa. Após o encerramento do contrato, os dados são excluídos nos prazos destes termos, salvo o que a lei nos obrigar a guardar.',
    },
    intellectualProperty: {
      title: 'Propriedade intelectual',
      body: 'O software, a marca Estadia, o design e a documentação pertencem ao Estadia. A assinatura concede uma licença de uso pessoal e intransferível enquanto o contrato estiver em vigor; ela não permite copiar, revender ou descompilar a plataforma.\n\nTextos, fotos e logotipos que você cadastrar continuam sendo seus, e você nos autoriza a exibi-los apenas para prestar o serviço, por exemplo no seu motor de reservas e nos canais conectados.',
    },
    liability: {
      title: 'Limitação de responsabilidade',
      body: 'Trabalhamos para que a plataforma funcione sem erros, mas não respondemos por prejuízos causados por informações incorretas cadastradas pelo cliente, por falhas de portais ou provedores de terceiros ou por uso indevido das senhas da sua equipe.\n\nNa máxima extensão permitida pela lei, a nossa responsabilidade total em um período de doze meses fica limitada ao valor pago pelo cliente nesse período.',
    },
    changes: {
      title: 'Alterações destes termos',
      body: 'Podemos atualizar estes termos para refletir mudanças no serviço ou na legislação. Alterações relevantes são comunicadas por e-mail e no painel com pelo menos 30 dias de antecedência. Se não concordar com a nova versão, você pode encerrar o contrato nesse prazo sem a multa por falta de aviso prévio.',
    },
    law: {
      title: 'Lei aplicável e contato',
      body: 'Estes termos são regidos pelas leis da República Federativa do Brasil. Dúvidas sobre o contrato podem ser enviadas pela nossa página de contato ou para o e-mail do suporte, e respondemos em até dois dias úteis.',
    },
  },
} satisfies BaseTranslation;

export default pt_terms;
