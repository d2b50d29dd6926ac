import type { NamespaceArticleBookingTranslation } from '../../i18n-types';

const es_articleBooking = {
  intro: 'Booking.com es uno de los mayores canales de reservas del mundo y, para muchas posadas y hoteles, la principal fuente de huéspedes. Pero estar en Booking no basta: la posición de tu anuncio en los resultados de búsqueda depende de una serie de factores en los que puedes influir.\n\nEn este artículo reunimos ocho consejos para ganar visibilidad en Booking.com, desde los ajustes más sencillos hasta los programas especiales de la plataforma, para que tu alojamiento llegue a más viajeros y convierta más visitas en reservas.',
  listTitle: '8 consejos para ganar visibilidad en Booking.com',
  items: {
    t1: {
      title: 'Ofrece políticas flexibles y precios competitivos',
      body: 'El algoritmo de Booking favorece a los alojamientos que convierten bien, y los viajeros reservan con más facilidad cuando saben que pueden cancelar gratis. Las políticas de cancelación flexibles suelen aumentar la tasa de conversión y, con ella, la posición en el ranking.\n\nPara no perder ingresos por cancelaciones, combina la tarifa flexible con una tarifa no reembolsable algo más barata: el huésped elige y tú aseguras parte de las reservas. Mantén precios competitivos frente a tus competidores directos y coherentes con tus otros canales, porque las diferencias grandes de precio perjudican tu valoración en la plataforma.',
    },
    t2: {
      title: 'Usa los datos y los análisis a tu favor',
      body: 'La extranet de Booking ofrece informes de rendimiento, comparativas con la competencia e información sobre la demanda de las próximas fechas. Consulta estos datos a menudo para entender de dónde vienen tus huéspedes, con cuánta antelación reservan y en qué punto abandonan.\n\nCrúzalos con las cifras de tu sistema de gestión: ocupación, tarifa media diaria e ingresos por habitación disponible. Las decisiones basadas en datos, como lanzar una oferta para un periodo flojo o ajustar el precio de un tipo de habitación, tienen muchas más posibilidades de acertar que las corazonadas.',
    },
    t3: {
      title: 'Abre el calendario con mucha antelación',
      body: 'Muchos viajeros, sobre todo extranjeros y familias, planifican las vacaciones con meses de antelación. Si tu calendario solo está abierto para las próximas semanas, tu alojamiento simplemente no aparece para quien busca fechas más lejanas.\n\nMantén la disponibilidad y las tarifas cargadas para al menos doce meses. Con un channel manager lo haces una sola vez y se replica en todos los canales, y los precios pueden ajustarse después, a medida que la demanda se confirma.',
    },
    t4: {
      title: 'Valora el impulsor de visibilidad',
      body: 'Booking ofrece herramientas que aumentan la visibilidad del anuncio a cambio de una comisión mayor en las reservas que generan, como el Visibility Booster, que puede activarse para fechas concretas. Es una forma de aparecer más en periodos estratégicos.\n\nUsa el impulsor con criterio: compensa en fechas con baja ocupación prevista o cuando necesitas llenar un periodo rápidamente, pero reduce el margen de cada reserva. Sigue el resultado de cada activación y compara el coste extra con los ingresos que ha traído.',
    },
    t5: {
      title: 'Participa en los programas especiales',
      body: 'El programa de fidelidad de Booking, Genius, da descuentos a los viajeros frecuentes, y los alojamientos participantes ganan protagonismo ante este público, que suele reservar más y con estancias más largas. A cambio, ofreces un descuento a los miembros del programa.\n\nEl sello de socio preferente, del programa Preferred, distingue a los alojamientos con buen rendimiento y buenas reseñas y les da más visibilidad en los resultados de búsqueda. Comprueba en la extranet qué programas están disponibles para tu alojamiento y qué requisitos debes cumplir.',
    },
    t6: {
      title: 'Sé rápido y mantente presente',
      body: 'Responder rápido a los mensajes y peticiones especiales de los huéspedes mejora su experiencia y tu reputación en la plataforma. Confirma las reservas sin demora, mantén la información del alojamiento siempre correcta y resuelve los problemas antes de que se conviertan en quejas.\n\nUna bandeja de entrada unificada y los mensajes automáticos te ayudan a estar presente incluso en los días más ajetreados: el huésped recibe la confirmación, las instrucciones de llegada y el agradecimiento en el momento justo, y tú te ocupas personalmente solo de lo que de verdad requiere atención.',
    },
    t7: {
      title: 'Define tu público ideal',
      body: 'Familias, parejas, viajeros de negocios y grupos de amigos buscan cosas distintas. Cuando sabes quién es tu huésped ideal, puedes elegir las fotos, los servicios y las tarifas que más atraen a ese público.\n\nUna posada cerca de un centro de convenciones puede destacar el wifi, el escritorio y el desayuno temprano; un alojamiento en la costa puede resaltar las habitaciones familiares, el aparcamiento y la distancia a la playa. Completa todas las características del anuncio, porque los filtros de búsqueda de Booking dependen de ellas.',
    },
    t8: {
      title: 'Cuida el anuncio con fotos de calidad y descripciones de temporada',
      body: 'Los anuncios con muchas fotos luminosas y actualizadas reciben más clics. Muestra todos los tipos de habitación, los baños, las zonas comunes y el entorno, y sustituye las imágenes antiguas cada vez que reformes o cambies la decoración.\n\nActualiza también las descripciones según la estación: en verano, destaca la piscina, la playa y las actividades al aire libre; en invierno, la chimenea, la gastronomía y los eventos de la zona. Un anuncio cuidado transmite confianza y ayuda al viajero a imaginar su propia estancia.',
    },
  },
  conclusionTitle: 'La visibilidad es fruto de la constancia',
  conclusion: 'No hay un único truco para subir en el ranking de Booking.com. Lo que funciona es la suma de precios competitivos, calendario abierto, anuncio completo, respuestas rápidas y buenas reseñas, mantenida día a día.\n\nCon Estadia, las tarifas y la disponibilidad llegan a Booking y a tus otros canales a la vez, los mensajes salen automáticamente y los informes muestran qué está funcionando. Y mientras Booking te trae nuevos huéspedes, tu propio motor de reservas te ayuda a que vuelvan sin comisión.',
} satisfies NamespaceArticleBookingTranslation;

export default es_articleBooking;
