import type { NamespacePrivacyTranslation } from '../../i18n-types';

const es_privacy = {
  title: 'Política de privacidad',
  lead: 'Esta política explica qué datos personales recoge Estadia, para qué los usa, con quién los comparte y cómo puedes ejercer tus derechos, conforme a la Ley General de Protección de Datos de Brasil (LGPD).',
  sections: {
    collection: {
      title: 'Datos que recogemos',
      body: 'Recogemos solo los datos necesarios para prestar el servicio:\n\n- datos de registro: nombre, correo electrónico, teléfono y datos del alojamiento de quien crea una cuenta;\n- datos de uso: páginas visitadas, idioma elegido y registros técnicos de acceso, como dirección IP y navegador, con fines de seguridad y diagnóstico;\n- datos que nos envías: mensajes del formulario de contacto y el correo indicado al suscribirse al boletín;\n- datos de huéspedes: cuando usas la plataforma, los datos de las reservas y de los huéspedes que tú o los canales conectados registran.\n\nRespecto a los datos de los huéspedes, tu alojamiento es el responsable del tratamiento y Estadia actúa como encargado, tratándolos solo según tus instrucciones.',
    },
    use: {
      title: 'Cómo usamos los datos',
      body: 'Usamos los datos personales para:\n\n- crear y mantener tu cuenta y autenticar tu acceso;\n- prestar el servicio contratado: sincronizar canales, procesar reservas y enviar las comunicaciones automáticas que configures;\n- responder a tus mensajes y ofrecer soporte;\n- enviar el boletín, solo si te has suscrito, con la opción de darte de baja en cada correo;\n- proteger la plataforma contra fraudes y accesos indebidos y cumplir obligaciones legales.\n\nNo vendemos datos personales ni los usamos para publicidad de terceros.',
    },
    sharing: {
      title: 'Comunicación a terceros',
      body: 'Compartimos datos solo cuando el servicio lo requiere o la ley lo exige:\n\n- con los portales de reserva y proveedores de pago que conectes, para sincronizar reservas y procesar pagos;\n- con proveedores que nos ayudan a operar la plataforma, como alojamiento en la nube y envío de correos, bajo contratos de confidencialidad y seguridad;\n- con autoridades públicas, cuando exista una obligación legal o una orden judicial.\n\nAlgunos de estos proveedores pueden almacenar datos fuera de Brasil; en esos casos exigimos garantías de protección compatibles con la LGPD.',
    },
    rights: {
      title: 'Tus derechos',
      body: 'Como titular de los datos, puedes en cualquier momento:\n\n- confirmar si tratamos tus datos y acceder a ellos;\n- rectificar datos incompletos, inexactos o desactualizados;\n- pedir la anonimización, el bloqueo o la supresión de datos innecesarios;\n- solicitar la portabilidad de tus datos a otro proveedor;\n- retirar el consentimiento cuando el tratamiento se base en él, por ejemplo en el boletín;\n- presentar una reclamación ante la Autoridad Nacional de Protección de Datos de Brasil (ANPD).\n\nPara ejercer estos derechos, escribe a nuestro soporte a través de la página de contacto. Respondemos en un plazo de 15 días. Conservamos los datos solo el tiempo necesario para los fines anteriores o el que exija la ley.',
    },
  },
} satisfies NamespacePrivacyTranslation;

export default es_privacy;
