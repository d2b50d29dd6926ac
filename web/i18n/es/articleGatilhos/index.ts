import type { NamespaceArticleGatilhosTranslation } from '../../i18n-types';

const es_articleGatilhos = {
  intro: 'Entre el momento en que un viajero encuentra tu alojamiento y el clic en «reservar» hay una decisión, y las decisiones rara vez son puramente racionales. El huésped compara precios, fotos y reseñas, pero también decide la parte del cerebro que busca seguridad, teme perder una oportunidad y confía en lo que otras personas han aprobado.\n\nLos disparadores psicológicos son atajos mentales que ayudan a decidir más rápido. Usados con honestidad, no engañan a nadie: solo dejan claro, en el momento oportuno, por qué vale la pena reservar ahora y reservar contigo. En este artículo reunimos los cinco disparadores que más influyen en las reservas y te mostramos cómo aplicarlos en tu web, en tu motor de reservas y en los portales.',
  listTitle: 'Los 5 disparadores que aumentan las reservas',
  items: {
    t1: {
      title: 'Escasez: muestra que la disponibilidad es limitada',
      body: 'Valoramos más lo que se puede acabar. Cuando el huésped ve que solo quedan dos habitaciones para las fechas que eligió, la pregunta deja de ser «¿reservo?» y pasa a ser «¿llegaré a tiempo?». Por eso los grandes portales muestran avisos como «última habitación disponible».\n\nEn tu propia web, la escasez funciona mejor cuando es real y automática. Un motor de reservas conectado al channel manager sabe exactamente cuántas unidades quedan en cada fecha y puede mostrarlo sin que tengas que actualizar nada a mano.\n\nLa regla es no inventar nunca la escasez. Un huésped que ve «última habitación» en todas las fechas descubre el truco, pierde la confianza y reserva en otro sitio. Muestra la disponibilidad real: en temporada alta habla por sí sola.',
    },
    t2: {
      title: 'Urgencia: da un buen motivo para decidir ahora',
      body: 'La escasez habla de cantidad; la urgencia, de tiempo. Una tarifa promocional válida hasta el domingo, un descuento por reservar con 60 días de antelación o una condición especial para las primeras reservas de un puente crean un plazo, y los plazos sacan al huésped de la indecisión.\n\nLa urgencia es especialmente útil para llenar periodos flojos. En lugar de bajar el precio de toda la temporada, crea ofertas con fecha de fin para las semanas en que la ocupación prevista está por debajo del objetivo, y difúndelas en tu boletín y en redes sociales.\n\nComo con la escasez, cumple lo que prometes: si la oferta termina el domingo, termina el domingo. Las ofertas que «acaban hoy» todos los días dejan de generar urgencia y empiezan a generar desconfianza.',
    },
    t3: {
      title: 'Prueba social: deja que los huéspedes hablen por ti',
      body: 'Cuando dudamos, miramos lo que han hecho otros. Las reseñas, las puntuaciones medias y los comentarios de huéspedes son la prueba social más poderosa del sector: para muchos viajeros, una nota alta con decenas de opiniones pesa más que cualquier descripción que puedas escribir.\n\nPide reseñas de forma sistemática, con un correo automático enviado justo después del check-out, y responde a todas, también a las críticas, con educación y de forma concreta. Después, lleva lo mejor de esas reseñas a tu web y a la página del motor de reservas, cerca del botón de reservar, que es donde aparece la duda.\n\nOtras formas de prueba social también ayudan: el número de huéspedes atendidos el último año, fotos reales publicadas por visitantes y menciones en la prensa local. Lo importante es que todo sea verificable.',
    },
    t4: {
      title: 'Reciprocidad: ofrece algo antes de pedir la reserva',
      body: 'Cuando recibimos algo de valor, sentimos ganas de corresponder. En el alojamiento esto puede empezar incluso antes de la reserva: una guía gratuita con los mejores restaurantes y excursiones de la zona, una ruta para viajar con niños o consejos para llegar sin atascos muestran que te importa el viaje del huésped, y no solo la tarifa.\n\nDurante la estancia, los pequeños detalles multiplican el efecto. Un buen desayuno, una mejora de habitación cuando hay disponibilidad, una salida más tarde o un mensaje de bienvenida personalizado cuestan poco y traen mejores reseñas, recomendaciones y repeticiones.\n\nLa reciprocidad también funciona con quien reserva directamente contigo: ofrece una ventaja exclusiva para las reservas hechas en tu web, como aparcamiento incluido o una bebida de bienvenida. El huésped entiende que reservar directo compensa, y tú te ahorras la comisión.',
    },
    t5: {
      title: 'Autoridad: muestra por qué confiar en tu alojamiento',
      body: 'Confiamos más en quien demuestra conocimiento y reconocimiento. Sellos de calidad, premios de portales de viaje, certificaciones de sostenibilidad y años de experiencia son señales de autoridad que reducen el riesgo que percibe el huésped, sobre todo quien todavía no te conoce.\n\nMuestra estas señales de forma discreta pero visible: en el pie de tu web, en la página de reservas y en la firma de tus correos. Un proceso de pago seguro, con sellos reconocidos y confirmación inmediata, también transmite profesionalidad en el momento más delicado de la compra.\n\nEl contenido útil refuerza la autoridad. Un blog o una guía con información actualizada sobre la zona demuestra que conoces el destino mejor que nadie, y quien conoce el destino es la persona adecuada para alojar el viaje.',
    },
  },
  conclusionTitle: 'Usa los disparadores con ética y constancia',
  conclusion: 'Los cinco disparadores funcionan mejor juntos: la disponibilidad real y las ofertas con plazo dan el motivo para actuar, las reseñas y los sellos dan la seguridad, y los pequeños detalles convierten a los huéspedes satisfechos en promotores de tu alojamiento.\n\nLo que tienen en común es la verdad. Los disparadores usados para engañar funcionan una vez y te cuestan la reputación; los que se usan para comunicar con claridad aumentan las reservas de forma sostenible. Con un motor de reservas y un channel manager integrados, buena parte de este trabajo es automática: la disponibilidad siempre es exacta, las solicitudes de reseña salen solas y las ofertas aparecen en todos los canales a la vez.',
} satisfies NamespaceArticleGatilhosTranslation;

export default es_articleGatilhos;
