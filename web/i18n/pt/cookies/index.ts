import type { BaseTranslation } from '../../i18n-types';

/** /politica-de-cookies: four sections (what cookies are, which we use, control, changes). */
const pt_cookies = {
  title: 'Política de cookies',
  lead: 'Usamos poucos cookies, e apenas os necessários para o site funcionar. Aqui explicamos quais são e como você pode controlá-los.',
  sections: {
    what: {
      title: 'O que são cookies',
      body: 'Cookies são pequenos arquivos de texto que um site guarda no seu navegador para lembrar informações entre uma página e outra, como a sessão de login ou o idioma escolhido.\n\nAlguns cookies expiram quando você fecha o navegador; outros permanecem por um período definido. Tecnologias parecidas, como o armazenamento local do navegador, seguem as mesmas regras desta política.',
    },
    which: {
      title: 'Cookies que usamos',
      body: 'O site do Estadia usa somente cookies essenciais:\n\n- cookie de sessão: mantém você conectado à sua conta depois do login, de forma segura, e é removido quando você sai;\n- cookie de idioma: lembra o idioma que você escolheu (português, inglês, espanhol ou italiano) para as próximas visitas.\n\nNão usamos cookies de publicidade nem de rastreamento entre sites. O vídeo da página de demonstração só é carregado quando você clica para assisti-lo, a partir do domínio de privacidade aprimorada do YouTube; antes disso nenhum conteúdo de terceiros é acessado.',
    },
    control: {
      title: 'Como controlar os cookies',
      body: 'Você pode ver, bloquear e apagar cookies nas configurações do seu navegador, em geral no menu de privacidade ou segurança. Também é possível navegar em uma janela privativa, que descarta os cookies ao ser fechada.\n\nSe bloquear os cookies essenciais, o site continua disponível para leitura, mas não será possível manter o login na área do cliente nem lembrar o idioma escolhido.',
    },
    changes: {
      title: 'Alterações e contato',
      body: 'Se passarmos a usar novos tipos de cookies, atualizaremos esta política antes da mudança e, quando a lei exigir, pediremos o seu consentimento. Dúvidas sobre cookies ou privacidade podem ser enviadas pela nossa página de contato.',
    },
  },
} satisfies BaseTranslation;

export default pt_cookies;
