import type { NamespaceCookiesTranslation } from '../../i18n-types';

const es_cookies = {
  title: 'Política de cookies',
  lead: 'Usamos pocas cookies, y solo las necesarias para que el sitio funcione. Aquí te explicamos cuáles son y cómo puedes controlarlas.',
  sections: {
    what: {
      title: 'Qué son las cookies',
      body: 'Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador para recordar información de una página a otra, como la sesión iniciada o el idioma elegido.\n\nAlgunas cookies caducan al cerrar el navegador; otras permanecen durante un periodo determinado. Las tecnologías similares, como el almacenamiento local del navegador, siguen las mismas reglas que esta política.',
    },
    which: {
      title: 'Cookies que usamos',
      body: 'El sitio de Estadia usa únicamente cookies esenciales:\n\n- cookie de sesión: mantiene tu sesión iniciada en la cuenta de forma segura y se elimina cuando cierras sesión;\n- cookie de idioma: recuerda el idioma que elegiste (portugués, inglés, español o italiano) para tus próximas visitas.\n\nNo usamos cookies publicitarias ni de seguimiento entre sitios. El vídeo de la página de demostración solo se carga cuando haces clic para verlo, desde el dominio de privacidad mejorada de YouTube; hasta entonces no se solicita ningún contenido de terceros.',
    },
    control: {
      title: 'Cómo controlar las cookies',
      body: 'Puedes ver, bloquear y borrar cookies en la configuración de tu navegador, normalmente en el apartado de privacidad o seguridad. También puedes navegar en una ventana privada, que descarta las cookies al cerrarse.\n\nSi bloqueas las cookies esenciales, el sitio sigue disponible para leer, pero no podrás mantener la sesión en el área de cliente ni recordar el idioma elegido.',
    },
    changes: {
      title: 'Cambios y contacto',
      body: 'Si empezamos a usar nuevos tipos de cookies, actualizaremos esta política antes del cambio y, cuando la ley lo exija, te pediremos tu consentimiento. Puedes enviar tus dudas sobre cookies o privacidad a través de nuestra página de contacto.',
    },
  },
} satisfies NamespaceCookiesTranslation;

export default es_cookies;
