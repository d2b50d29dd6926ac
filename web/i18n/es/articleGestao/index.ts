import type { NamespaceArticleGestaoTranslation } from '../../i18n-types';

const es_articleGestao = {
  intro: 'Gestionar un alojamiento es equilibrar muchas cosas a la vez: ocupación y tarifa media, costes y calidad, canales de venta y relación con el huésped. Quien lo hace todo sobre la marcha acaba apagando fuegos; quien tiene una estrategia puede crecer de forma previsible.\n\nHemos reunido diez estrategias de gestión hotelera que funcionan para hoteles, posadas y hostales de cualquier tamaño. No hace falta aplicarlas todas a la vez: elige las que resuelven tus mayores retos de hoy y avanza paso a paso.',
  listTitle: '10 estrategias para una gestión hotelera eficiente',
  items: {
    t1: {
      title: 'Usa los datos y prevé la demanda',
      body: 'Todas las buenas decisiones empiezan por los números. Sigue la tasa de ocupación, la tarifa media diaria (ADR), los ingresos por habitación disponible (RevPAR), la antelación de las reservas y el origen de los huéspedes. Con ese historial puedes prever la demanda de las próximas semanas y meses.\n\nPrever la demanda permite adelantarse: reforzar el equipo para un festivo, lanzar una oferta para un periodo flojo o subir precios cuando la demanda se dispara. Los informes automáticos del sistema de gestión ahorran horas de hojas de cálculo y mantienen estos indicadores siempre a mano.',
    },
    t2: {
      title: 'Aplica precios dinámicos y yield management',
      body: 'El precio ideal de una habitación cambia según la fecha, la antelación, la ocupación y la competencia. El yield management, o gestión de ingresos, consiste en ajustar los precios a estas variables para vender cada noche al mejor valor posible.\n\nEn la práctica, significa subir las tarifas a medida que crece la ocupación, fijar restricciones como la estancia mínima en fechas de alta demanda y ofrecer condiciones atractivas para los periodos más vacíos. Las herramientas de precios dinámicos aplican estas reglas automáticamente en todos los canales.',
    },
    t3: {
      title: 'Segmenta tu mercado',
      body: 'No todos los huéspedes son iguales. Los viajeros de negocios valoran la ubicación, el wifi y la flexibilidad; las familias buscan espacio, seguridad y desayuno; las parejas, experiencias y privacidad. Cada segmento reacciona de forma distinta a los precios, los paquetes y los mensajes.\n\nIdentifica los segmentos más rentables para tu alojamiento y crea ofertas específicas para cada uno: tarifas corporativas, paquetes de fin de semana, promociones para estancias largas. Transmitir el mensaje adecuado al público adecuado aumenta la conversión sin necesidad de bajar precios.',
    },
    t4: {
      title: 'Diversifica los canales de distribución y controla el overbooking',
      body: 'Depender de un único portal es arriesgado: un cambio de algoritmo o de comisión puede hundir tus reservas de un día para otro. Reparte tu disponibilidad entre los principales portales, agencias, turoperadores y, sobre todo, tu propio motor de reservas.\n\nCuantos más canales, mayor es el riesgo de vender dos veces la misma noche. La gestión del overbooking empieza por un channel manager que sincroniza la disponibilidad en tiempo real y por reglas claras para los casos excepcionales, como reubicar al huésped en un alojamiento asociado de igual o mayor categoría.',
    },
    t5: {
      title: 'Apuesta por el upselling y el cross-selling',
      body: 'Aumentar el valor de cada reserva suele ser más barato que conseguir un huésped nuevo. El upselling ofrece una versión mejor de lo que el huésped ya eligió, como una habitación con vistas o una categoría superior; el cross-selling ofrece algo complementario, como desayuno, traslado, excursiones o salida tardía.\n\nLos mejores momentos para estas ofertas son el proceso de reserva y el correo previo a la llegada, cuando el huésped ya está planificando el viaje. Las ofertas relevantes y bien presentadas aumentan los ingresos y la satisfacción al mismo tiempo.',
    },
    t6: {
      title: 'Crea un programa de fidelización',
      body: 'Los huéspedes que repiten cuestan menos de conseguir, reservan directamente contigo con más frecuencia y recomiendan tu alojamiento a sus amigos. Un programa de fidelización les da un motivo concreto para volver a elegirte.\n\nNo tiene por qué ser complicado: un descuento en la próxima reserva directa, una mejora garantizada a partir de la tercera estancia o ventajas en fechas especiales ya marcan la diferencia. Guarda el historial de cada huésped para reconocerlo y personalizar la atención cuando vuelva.',
    },
    t7: {
      title: 'Gestiona los costes con inteligencia',
      body: 'Unos ingresos altos con los costes descontrolados no generan beneficio. Sigue los principales costes de la operación, como energía, agua, lavandería, amenities, comisiones de los canales y personal, y compáralos con la ocupación de cada mes.\n\nBusca mejoras de eficiencia sin sacrificar la experiencia: equipos que ahorran energía, compras planificadas con los proveedores, turnos de limpieza ajustados a los cambios de huésped y más reservas directas para reducir comisiones. Automatizar las tareas repetitivas también libera al equipo para lo que aporta valor.',
    },
    t8: {
      title: 'Cuida tu reputación online',
      body: 'Casi todos los viajeros leen reseñas antes de reservar. Tu puntuación en los portales y en las webs de opiniones de viaje influye directamente en la conversión e incluso en el precio que puedes cobrar.\n\nPide reseñas de forma sistemática después de la salida, responde a todas con atención y usa las críticas como fuente de mejora. Los problemas que se repiten, como el ruido, una ducha floja o la lentitud en la llegada, te muestran exactamente dónde invertir primero.',
    },
    t9: {
      title: 'Forma a tu equipo',
      body: 'La experiencia del huésped depende de las personas que lo reciben. Un equipo bien formado resuelve problemas con autonomía, conoce los procedimientos, usa bien las herramientas y transmite seguridad en cada contacto.\n\nInvierte en formación periódica sobre atención al cliente, rutinas operativas y uso del sistema de gestión. Documenta los procesos más importantes, como la llegada, la salida y la gestión de reclamaciones, para que la calidad no dependa de quién esté de turno.',
    },
    t10: {
      title: 'Pon la tecnología a tu favor, chatbots incluidos',
      body: 'Un sistema de gestión integrado con el channel manager y el motor de reservas elimina el trabajo duplicado: las reservas entran solas, el calendario se actualiza en todos los canales y los informes están listos sin hojas de cálculo.\n\nLas automatizaciones y los chatbots completan el trabajo. Un chatbot en tu web responde al instante a las preguntas más frecuentes, como horarios, aparcamiento y mascotas, incluso de madrugada, y guía al huésped hacia la reserva. Los correos automáticos de confirmación, bienvenida y posestancia mantienen la comunicación sin esfuerzo.',
    },
  },
  conclusionTitle: 'La estrategia convierte el trabajo en resultados',
  conclusion: 'Una gestión hotelera eficiente combina datos, precios inteligentes, canales bien distribuidos, huéspedes fieles, costes bajo control y un equipo preparado. Cada estrategia refuerza a las demás, y los resultados se ven en la ocupación, la tarifa media y las reseñas.\n\nEstadia reúne en una sola plataforma el sistema de gestión, el channel manager, el motor de reservas, las automatizaciones y los informes que necesitan estas estrategias, para que dediques tu tiempo a decidir y no a las hojas de cálculo.',
} satisfies NamespaceArticleGestaoTranslation;

export default es_articleGestao;
