import type { NamespaceArticleAirbnbTranslation } from '../../i18n-types';

const es_articleAirbnb = {
  intro: 'Airbnb reúne millones de anuncios, y la competencia en los destinos turísticos es enorme. La buena noticia es que el algoritmo de la plataforma y los propios huéspedes premian los mismos comportamientos: anuncios completos, precios coherentes, respuestas rápidas y estancias que terminan en buenas reseñas.\n\nHemos reunido diez consejos prácticos, probados por anfitriones que usan Estadia, para ganar visibilidad, convertir más visitas en reservas y construir una reputación que trabaje a tu favor temporada tras temporada.',
  listTitle: '10 consejos para destacar en Airbnb',
  items: {
    t1: {
      title: 'Invierte en fotos de calidad',
      body: 'Lo primero que ve el huésped es la foto de portada, y es ella la que decide si hace clic en tu anuncio o en el del vecino. Fotografía con luz natural, con los espacios ordenados y desde las esquinas de cada estancia, para mostrar el espacio completo. Si puedes, contrata a un fotógrafo inmobiliario: la inversión suele recuperarse con las primeras reservas.\n\nOrdena las fotos como una visita: fachada o vistas, salón, dormitorios, baños, cocina y zonas exteriores. Incluye también los detalles que te diferencian, como el balcón, la bañera o el escritorio, y actualiza las imágenes cada vez que renueves la decoración.',
    },
    t2: {
      title: 'Escribe un título y una descripción que vendan',
      body: 'El título debe decir en pocas palabras qué hace especial el lugar: «Apartamento con vistas al mar a 50 m de la playa» informa mucho más que «Precioso apartamento». Usa el espacio para la ubicación, el principal atractivo y el tipo de huésped ideal.\n\nEn la descripción, empieza por lo que el huésped más quiere saber: cuántas personas caben, cómo son las camas, qué hay cerca y cómo funciona la llegada. Sé honesto con las limitaciones, como escaleras o ruido de la calle. Unas expectativas correctas evitan reseñas negativas.',
    },
    t3: {
      title: 'Fija precios dinámicos y competitivos',
      body: 'Cobrar lo mismo todo el año significa perder dinero en temporada alta y perder reservas en temporada baja. Ajusta los precios a la demanda: festivos, eventos en la ciudad, días de la semana y antelación de la reserva cambian lo que el huésped está dispuesto a pagar.\n\nSigue de cerca los anuncios parecidos al tuyo en la misma zona y posiciónate según lo que ofreces. Los descuentos semanales y mensuales ayudan a llenar periodos largos y reducen el trabajo de los cambios de huésped. Una herramienta de precios automáticos puede hacer estos ajustes por ti cada día.',
    },
    t4: {
      title: 'Responde rápido a todos los mensajes',
      body: 'La tasa y el tiempo de respuesta aparecen en tu perfil e influyen en la posición del anuncio. Los huéspedes que preguntan algo antes de reservar suelen reservar con quien responde primero, así que cada hora de retraso puede suponer una reserva perdida.\n\nTen respuestas preparadas para las dudas más comunes, como aparcamiento, mascotas y horario de llegada, y personalízalas con el nombre del huésped. Una bandeja de entrada unificada, que reúne los mensajes de todos los canales en un solo lugar, evita que alguna pregunta se quede sin respuesta.',
    },
    t5: {
      title: 'Activa la Reserva Inmediata',
      body: 'Muchos viajeros filtran la búsqueda para ver solo anuncios con Reserva Inmediata, porque quieren asegurar el alojamiento sin esperar una aprobación. Activar esta opción aumenta la visibilidad del anuncio y elimina un paso en el que el huésped podría abandonar.\n\nSi te preocupa quién pueda reservar, usa los requisitos que ofrece la plataforma, como perfil verificado y reseñas positivas previas, y deja muy claras las normas de la casa. Con el calendario siempre sincronizado, la Reserva Inmediata deja de ser un riesgo.',
    },
    t6: {
      title: 'Mantén el calendario siempre actualizado',
      body: 'Cancelar una reserva porque la fecha ya estaba ocupada en otro canal trae penalizaciones, reseñas negativas automáticas e incluso puede suspender el anuncio. Si publicas en Airbnb y en otros portales, actualizar a mano no basta.\n\nUn channel manager actualiza la disponibilidad en todos los canales en el instante en que entra una reserva, eliminando el overbooking. Aprovecha también para abrir el calendario con mucha antelación: quienes planean viajes largos o internacionales reservan con meses de margen.',
    },
    t7: {
      title: 'Ofrece los servicios que marcan la diferencia',
      body: 'Un wifi rápido y estable es hoy tan básico como el agua caliente, sobre todo para quien trabaja durante el viaje. Indica la velocidad de la conexión en el anuncio y, si puedes, ofrece un espacio de trabajo con mesa y silla cómodas.\n\nPiensa también en los detalles que los huéspedes mencionan en las reseñas: ropa de cama de calidad, cortinas opacas, cocina equipada, café, secador de pelo y un kit básico de limpieza. Marca todos los servicios en el anuncio, porque muchos huéspedes los usan como filtros de búsqueda.',
    },
    t8: {
      title: 'Garantiza una limpieza impecable',
      body: 'La limpieza es uno de los aspectos que los huéspedes puntúan por separado, y una nota baja ahí hunde la media general. Crea una lista de comprobación para cada cambio de huésped, con atención a baños, cocina, ropa de cama y rincones olvidados, como debajo de las camas y detrás de las puertas.\n\nOrganiza la agenda de limpieza a partir de las fechas de salida y llegada, para que el equipo sepa exactamente qué hacer cada día. Las apps de limpieza integradas con el sistema de gestión avisan al equipo automáticamente y registran cuándo está lista cada unidad.',
    },
    t9: {
      title: 'Cuida la comunicación antes, durante y después de la estancia',
      body: 'Un mensaje de confirmación justo después de la reserva, las instrucciones de llegada unos días antes y un contacto rápido el primer día muestran al huésped que está en buenas manos. Incluye la dirección, cómo entrar, la contraseña del wifi y las normas de la casa, con claridad.\n\nUna guía digital con recomendaciones de restaurantes, tiendas y excursiones aporta valor y reduce las preguntas repetidas. Estos mensajes pueden programarse para salir automáticamente en el momento adecuado, sin que tengas que acordarte de cada reserva.',
    },
    t10: {
      title: 'Pide reseñas y responde a todas',
      body: 'Las reseñas son el motor de Airbnb: influyen en la posición en las búsquedas, en la decisión de los próximos huéspedes y en el acceso a distinciones como el estatus de Superanfitrión. Después de la salida, envía un mensaje de agradecimiento invitando al huésped a valorar la estancia, y valóralo tú también.\n\nResponde públicamente a las reseñas, agradeciendo los elogios y tratando las críticas con calma y soluciones concretas. Los futuros huéspedes leen esas respuestas y valoran a los anfitriones que escuchan y mejoran.',
    },
  },
  conclusionTitle: 'Pequeños ajustes, grandes resultados',
  conclusion: 'Ninguno de estos consejos exige grandes inversiones, pero juntos cambian la forma en que Airbnb y los huéspedes ven tu anuncio. Empieza por las fotos y la descripción, activa la Reserva Inmediata y asegúrate de que el calendario nunca esté desactualizado.\n\nCon Estadia, la sincronización con Airbnb y los demás canales, los mensajes automáticos, la agenda de limpieza y las solicitudes de reseña funcionan desde un único panel. Así ganas tiempo para lo que ninguna herramienta sustituye: recibir bien.',
} satisfies NamespaceArticleAirbnbTranslation;

export default es_articleAirbnb;
