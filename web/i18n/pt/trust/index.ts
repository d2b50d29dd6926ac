import type { BaseTranslation } from '../../i18n-types';

/** /confianca-e-seguranca: four commitments and how to report a problem. */
const pt_trust = {
  title: 'Confiança e segurança',
  lead: 'Você nos confia as reservas, os pagamentos e os dados dos seus hóspedes. Estes são os compromissos que assumimos para proteger tudo isso.',
  commitmentsTitle: 'Nossos compromissos',
  commitments: {
    dataProtection: {
      title: 'Proteção de dados',
      text: 'Todo o tráfego entre o seu navegador e o Estadia é criptografado, e os dados armazenados também. O acesso ao painel exige autenticação, cada pessoa da equipe tem o seu próprio usuário e os dados de cartão são tratados apenas por provedores de pagamento certificados PCI-DSS, nunca guardados por nós.',
    },
    monitoring: {
      title: 'Monitoramento contínuo',
      text: 'Nossa infraestrutura é acompanhada 24 horas por dia. Alertas automáticos avisam a equipe sobre qualquer comportamento anormal, tentativas de acesso indevido ou lentidão, e fazemos backup diário de todos os dados para recuperar informações mesmo em caso de falha.',
    },
    audits: {
      title: 'Auditorias regulares',
      text: 'Revisamos periodicamente o código, as permissões de acesso e as dependências do sistema, e corrigimos vulnerabilidades assim que são identificadas. Mudanças importantes passam por revisão de outra pessoa da equipe antes de chegar à produção.',
    },
    lgpd: {
      title: 'Conformidade com a LGPD',
      text: 'Tratamos dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018): coletamos apenas o necessário, explicamos para que usamos cada dado e atendemos aos pedidos de acesso, correção e exclusão dos titulares.',
    },
  },
  practicesTitle: 'O que você pode fazer na sua hospedagem',
  practices: '- Crie um usuário para cada pessoa da equipe, com apenas as permissões de que ela precisa.\n- Use senhas longas e diferentes das que você usa em outros serviços.\n- Remova o acesso de quem deixou a equipe no mesmo dia.\n- Nunca peça dados de cartão por e-mail ou mensagem: use o motor de reservas ou o link de pagamento.',
  reportTitle: 'Encontrou um problema de segurança?',
  reportText: 'Se você acredita ter encontrado uma vulnerabilidade ou um uso indevido dos seus dados, escreva para {email}. Respondemos com prioridade e mantemos você informado até a solução.',
  reportButton: 'Relatar um problema',
  reportSubject: 'Relato de segurança',
  privacyLink: 'Leia a nossa política de privacidade',
} satisfies BaseTranslation;

export default pt_trust;
