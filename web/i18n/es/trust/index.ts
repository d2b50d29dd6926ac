import type { NamespaceTrustTranslation } from '../../i18n-types';

const es_trust = {
  title: 'Confianza y seguridad',
  lead: 'Nos confías tus reservas, tus pagos y los datos de tus huéspedes. Estos son los compromisos que asumimos para proteger todo ello.',
  commitmentsTitle: 'Nuestros compromisos',
  commitments: {
    dataProtection: {
      title: 'Protección de datos',
      text: 'Todo el tráfico entre tu navegador y Estadia está cifrado, y también los datos almacenados. El acceso al panel exige autenticación, cada persona del equipo tiene su propio usuario y los datos de tarjeta los tratan solo proveedores de pago con certificación PCI-DSS; nosotros nunca los guardamos.',
    },
    monitoring: {
      title: 'Supervisión continua',
      text: 'Nuestra infraestructura se vigila las 24 horas. Alertas automáticas avisan al equipo de cualquier comportamiento anómalo, intento de acceso indebido o lentitud, y hacemos copia de seguridad diaria de todos los datos para recuperar la información incluso si algo falla.',
    },
    audits: {
      title: 'Auditorías periódicas',
      text: 'Revisamos periódicamente el código, los permisos de acceso y las dependencias del sistema, y corregimos las vulnerabilidades en cuanto se detectan. Los cambios importantes los revisa otra persona del equipo antes de llegar a producción.',
    },
    lgpd: {
      title: 'Cumplimiento de la LGPD',
      text: 'Tratamos los datos personales conforme a la Ley General de Protección de Datos de Brasil (Ley n.º 13.709/2018): recogemos solo lo necesario, explicamos para qué usamos cada dato y atendemos las solicitudes de acceso, rectificación y supresión de los titulares.',
    },
  },
  practicesTitle: 'Lo que puedes hacer en tu alojamiento',
  practices: '- Crea un usuario para cada persona del equipo, solo con los permisos que necesita.\n- Usa contraseñas largas y distintas de las de otros servicios.\n- Retira el acceso a quien deje el equipo el mismo día.\n- Nunca pidas datos de tarjeta por correo o mensaje: usa el motor de reservas o el enlace de pago.',
  reportTitle: '¿Has encontrado un problema de seguridad?',
  reportText: 'Si crees haber encontrado una vulnerabilidad o un uso indebido de tus datos, escribe a {email}. Respondemos con prioridad y te mantenemos informado hasta la solución.',
  reportButton: 'Informar de un problema',
  reportSubject: 'Informe de seguridad',
  privacyLink: 'Lee nuestra política de privacidad',
} satisfies NamespaceTrustTranslation;

export default es_trust;
