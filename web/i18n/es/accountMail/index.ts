import type { NamespaceAccountMailTranslation } from '../../i18n-types';

const es_accountMail = {
  emailChangeSubject: 'Confirma tu nuevo correo en Estadia',
  emailChangeBody: 'Recibimos una solicitud para usar esta dirección en tu cuenta de Estadia. Abre el enlace de abajo para confirmar el cambio.',
  emailChangeNoticeSubject: 'El correo de tu cuenta de Estadia va a cambiar',
  emailChangeNoticeBody: 'Se pidió que el correo de tu cuenta de Estadia pase a ser {newEmail}. El cambio solo se aplica tras confirmarlo con el enlace enviado a esa dirección. Si no fuiste tú, cambia tu contraseña ahora.',
  reauthenticationSubject: 'Tu código de confirmación de Estadia',
  reauthenticationBody: 'Usa este código para confirmar el cambio en tu cuenta de Estadia: {code}. Es válido durante 1 hora.',
  goodbyeSubject: 'Tu cuenta de Estadia fue eliminada',
  goodbyeBody: 'Tu cuenta y todos sus datos (propiedades, tarifas, reservas, huéspedes, pagos y calendarios) fueron eliminados de Estadia. Gracias por usar Estadia.',
} satisfies NamespaceAccountMailTranslation;

export default es_accountMail;
