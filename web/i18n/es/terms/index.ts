import type { NamespaceTermsTranslation } from '../../i18n-types';

const es_terms = {
  title: 'Términos de servicio',
  lead: 'Estas son las reglas del contrato entre tu alojamiento y Estadia. Las hemos escrito de forma directa para que sepas exactamente qué esperar de nosotros y qué esperamos de ti.',
  sections: {
    acceptance: {
      title: 'Aceptación de los términos',
      body: 'Al crear una cuenta, iniciar el periodo de prueba o contratar un plan de Estadia, aceptas estos términos en nombre del alojamiento o la empresa que representas. Si no estás de acuerdo con alguna condición, no utilices la plataforma.\n\nLa persona que acepta los términos declara ser mayor de edad y tener facultades para representar a la empresa contratante.',
    },
    service: {
      title: 'El servicio',
      body: 'Estadia es una plataforma de gestión hotelera a la que se accede por internet. Según el plan contratado, incluye el sistema de gestión de la propiedad, el channel manager conectado a portales de reserva, el motor de reservas directas, automatizaciones, informes y soporte.\n\nLa conexión con portales de reserva y proveedores de pago depende también de las reglas y la disponibilidad de esos terceros, que tienen sus propios términos y con los que mantienes cuentas propias.',
    },
    account: {
      title: 'Cuenta y responsabilidades',
      body: 'Eres responsable de:\n\n- mantener correctos los datos del alojamiento, las tarifas y la disponibilidad registrados en la plataforma;\n- guardar en secreto las contraseñas de tu equipo y retirar los accesos que ya no sean necesarios;\n- usar la plataforma conforme a la ley, incluida la normativa de protección de datos y de consumidores respecto a tus huéspedes;\n- no intentar acceder a datos de otros clientes ni interferir en el funcionamiento del servicio.',
    },
    duration: {
      title: 'Duración y cancelación',
      body: 'El contrato tiene duración indefinida desde la contratación del plan y se renueva automáticamente en cada ciclo de facturación.\n\nCualquiera de las partes puede darlo por terminado en cualquier momento con un preaviso de 30 días por escrito, también por correo electrónico. Durante el preaviso el servicio sigue funcionando con normalidad y se debe la cuota correspondiente.\n\nSi el cliente termina el contrato sin respetar el preaviso de 30 días, se cobrará una penalización equivalente a una cuota mensual del plan contratado.',
    },
    payment: {
      title: 'Pago e impago',
      body: 'La suscripción se factura por adelantado en el periodo elegido (mensual, anual o bienal), según los precios de la página de precios vigentes al contratar. No hay cuota de alta ni comisión sobre las reservas. La prueba gratuita de {trialDays} días no requiere tarjeta de crédito.\n\nEn caso de retraso en el pago:\n\n- tras 10 días de impago, la cuenta puede suspenderse: los usuarios pierden el acceso al panel y se interrumpe la sincronización con los canales;\n- tras 20 días de impago, el contrato puede rescindirse y los datos de la cuenta se eliminan de forma definitiva.\n\nAntes de eliminar nada avisamos por correo electrónico al responsable de la cuenta. Si el pago se regulariza durante la suspensión, el acceso se restablece.',
    },
    availability: {
      title: 'Disponibilidad del servicio',
      body: 'Nuestro objetivo de disponibilidad (uptime) es del {uptime}% al mes. Para lograrlo mantenemos supervisión continua, infraestructura redundante y copia de seguridad diaria de los datos.\n\nLos mantenimientos programados se anuncian con antelación y se realizan, siempre que es posible, en horarios de poca actividad. Las caídas de portales de reserva, proveedores de pago o de tu propia conexión a internet escapan a nuestro control y no cuentan como indisponibilidad de la plataforma.',
    },
    data: {
      title: 'Datos y privacidad',
      body: 'Los datos de tu alojamiento y de tus huéspedes te pertenecen. Estadia los trata solo para prestar el servicio, siguiendo tus instrucciones y la Ley General de Protección de Datos de Brasil (LGPD), como se describe en nuestra política de privacidad.\n\nPuedes exportar tus reservas y registros en cualquier momento mientras la cuenta esté activa. Tras el fin del contrato, los datos se eliminan en los plazos de estos términos, salvo lo que la ley nos obligue a conservar.',
    },
    intellectualProperty: {
      title: 'Propiedad intelectual',
      body: 'El software, la marca Estadia, el diseño y la documentación pertenecen a Estadia. La suscripción concede una licencia de uso personal e intransferible mientras el contrato esté vigente; no permite copiar, revender ni descompilar la plataforma.\n\nLos textos, fotos y logotipos que subas siguen siendo tuyos, y nos autorizas a mostrarlos solo para prestar el servicio, por ejemplo en tu motor de reservas y en los canales conectados.',
    },
    liability: {
      title: 'Limitación de responsabilidad',
      body: 'Trabajamos para que la plataforma funcione sin errores, pero no respondemos de los perjuicios causados por información incorrecta introducida por el cliente, por fallos de portales o proveedores de terceros o por el uso indebido de las contraseñas de tu equipo.\n\nEn la máxima medida permitida por la ley, nuestra responsabilidad total en un periodo de doce meses se limita al importe pagado por el cliente en ese periodo.',
    },
    changes: {
      title: 'Cambios en estos términos',
      body: 'Podemos actualizar estos términos para reflejar cambios en el servicio o en la ley. Los cambios relevantes se comunican por correo electrónico y en el panel con al menos 30 días de antelación. Si no estás de acuerdo con la nueva versión, puedes terminar el contrato en ese plazo sin la penalización por falta de preaviso.',
    },
    law: {
      title: 'Ley aplicable y contacto',
      body: 'Estos términos se rigen por las leyes de la República Federativa de Brasil. Las dudas sobre el contrato pueden enviarse a través de nuestra página de contacto o al correo electrónico de soporte, y respondemos en un plazo máximo de dos días hábiles.',
    },
  },
} satisfies NamespaceTermsTranslation;

export default es_terms;
