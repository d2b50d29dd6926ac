import type { BaseTranslation } from '../../i18n-types';

/** /politica-de-privacidade: four sections (collection, use, sharing, rights). */
const pt_privacy = {
  title: 'Política de privacidade',
  lead: 'Esta política explica quais dados pessoais o Estadia coleta, para que os usa, com quem os compartilha e como você pode exercer os seus direitos, em conformidade com a Lei Geral de Proteção de Dados (LGPD).',
  sections: {
    collection: {
      title: 'Dados que coletamos',
      body: 'Coletamos apenas os dados necessários para oferecer o serviço:\n\n- dados de cadastro: nome, e-mail, telefone e dados da hospedagem de quem cria uma conta;\n- dados de uso: páginas acessadas, idioma escolhido e registros técnicos de acesso, como endereço IP e navegador, para segurança e diagnóstico;\n- dados enviados por você: mensagens pelo formulário de contato e o e-mail informado na inscrição da newsletter;\n- dados de hóspedes: quando você usa a plataforma, os dados das reservas e dos hóspedes que você ou os canais conectados registram.\n\nEm relação aos dados dos hóspedes, a sua hospedagem é a controladora e o Estadia atua como operador, tratando-os somente conforme as suas instruções.',
    },
    use: {
      title: 'Como usamos os dados',
      body: 'Usamos os dados pessoais para:\n\n- criar e manter a sua conta e autenticar o seu acesso;\n- prestar o serviço contratado: sincronizar canais, processar reservas e enviar as comunicações automáticas que você configurar;\n- responder às suas mensagens e prestar suporte;\n- enviar a newsletter, apenas se você se inscreveu, com a opção de cancelar em qualquer e-mail;\n- proteger a plataforma contra fraudes e acessos indevidos e cumprir obrigações legais.\n\nNão vendemos dados pessoais e não os usamos para publicidade de terceiros.',
    },
    sharing: {
      title: 'Compartilhamento',
      body: 'Compartilhamos dados somente quando é necessário para o serviço ou exigido por lei:\n\n- com os portais de reserva e provedores de pagamento que você conectar, para sincronizar reservas e processar pagamentos;\n- com fornecedores que nos ajudam a operar a plataforma, como hospedagem em nuvem e envio de e-mails, sob contratos de confidencialidade e segurança;\n- com autoridades públicas, quando houver obrigação legal ou ordem judicial.\n\nAlguns desses fornecedores podem armazenar dados fora do Brasil; nesses casos exigimos garantias de proteção compatíveis com a LGPD.',
    },
    rights: {
      title: 'Seus direitos',
      body: 'Como titular de dados, você pode a qualquer momento:\n\n- confirmar se tratamos os seus dados e ter acesso a eles;\n- corrigir dados incompletos, inexatos ou desatualizados;\n- pedir a anonimização, o bloqueio ou a exclusão de dados desnecessários;\n- pedir a portabilidade dos dados para outro fornecedor;\n- revogar o consentimento, quando o tratamento se basear nele, por exemplo na newsletter;\n- apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).\n\nPara exercer esses direitos, escreva para o nosso suporte pela página de contato. Respondemos em até 15 dias. Guardamos os dados apenas pelo tempo necessário às finalidades acima ou exigido por lei.',
    },
  },
} satisfies BaseTranslation;

export default pt_privacy;
