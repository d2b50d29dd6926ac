import type { BaseTranslation } from '../../i18n-types';

/** Emails of the account (sent by the worker only, so no page loads them). */
const pt_accountMail = {
  emailChangeSubject: 'Confirme seu novo e-mail no Estadia',
  emailChangeBody: 'Recebemos um pedido para usar este endereço na sua conta Estadia. Abra o link abaixo para confirmar a mudança.',
  emailChangeNoticeSubject: 'O e-mail da sua conta Estadia vai mudar',
  emailChangeNoticeBody: 'Foi pedido que o e-mail da sua conta Estadia passe a ser {newEmail}. A mudança só vale depois de confirmada pelo link enviado a esse endereço. Se não foi você, troque sua senha agora.',
  reauthenticationSubject: 'Seu código de confirmação do Estadia',
  reauthenticationBody: 'Use este código para confirmar a alteração na sua conta Estadia: {code}. Ele vale por 1 hora.',
  goodbyeSubject: 'Sua conta Estadia foi excluída',
  goodbyeBody: 'Sua conta e todos os dados dela (propriedades, tarifas, reservas, hóspedes, pagamentos e calendários) foram excluídos do Estadia. Obrigado por ter usado o Estadia.',
} satisfies BaseTranslation;

export default pt_accountMail;
