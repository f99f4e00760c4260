import type { DevotionalFields } from '../../src/lib/devotionals/devotional.ts';

/**
 * The Spanish starter devotionals, one for each English one (devotionals-data.ts), on the same
 * days; written for Spanish-speaking children, each quoting the Reina-Valera 1909.
 */
export const starterDevotionalsEs: Array<{ offset: number } & Omit<DevotionalFields, 'date' | 'locale'>> = [
  {
    offset: -3,
    title: 'Una obra maravillosa de Dios',
    keyVerse:
      'Te alabaré; porque formidables, maravillosas son tus obras: estoy maravillado, ' +
      'y mi alma lo conoce mucho. (Salmos 139:14)',
    devotionalText:
      '¿Alguna vez has mirado de cerca tus huellas digitales? ¡Nadie en todo el mundo ' +
      'tiene unas iguales a las tuyas! Dios te hizo a propósito, con tu propia sonrisa, ' +
      'tu propia risa y tus propios talentos.\n\nEn este salmo, el rey David pensó en ' +
      'cómo Dios lo había formado, y le dieron ganas de cantarle alabanzas. Dijo que las ' +
      'obras de Dios son maravillosas. Tú también eres obra de Dios: no eres un accidente.',
    reflection: '¿Qué es algo de cómo Dios te hizo por lo que puedes darle gracias hoy?',
    prayer:
      'Querido Dios, gracias por hacerme tal como soy. ' +
      'Ayúdame a usar mis talentos para amarte y ayudar a otros. Amén.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: -2,
    title: 'Jehová es mi pastor',
    keyVerse: 'Jehová es mi pastor; nada me faltará. (Salmos 23:1)',
    devotionalText:
      'Un pastor pasa todo el día con sus ovejas. Las lleva a pastos verdes y a aguas ' +
      'tranquilas, las protege de los lobos y sale a buscar a la oveja que se pierde.\n\n' +
      'David fue pastor antes de ser rey, así que sabía lo que hace un buen pastor. Él ' +
      'dijo que Dios es así con nosotros: nos guía, nos alimenta y nos cuida. Cuando lo ' +
      'seguimos, no nos falta nada de lo que de verdad necesitamos.',
    reflection: '¿Dónde necesitas que Dios te guíe esta semana: en la escuela, en casa o con tus amigos?',
    prayer: 'Señor, tú eres mi buen pastor. Gracias por cuidarme. Ayúdame a seguirte cada día. Amén.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: -1,
    title: 'Esfuérzate y sé valiente',
    keyVerse:
      'Mira que te mando que te esfuerces y seas valiente: no temas ni desmayes, porque ' +
      'Jehová tu Dios será contigo en donde quiera que fueres. (Josué 1:9)',
    devotionalText:
      'Josué tenía un trabajo enorme. Moisés ya no estaba, y ahora Josué debía guiar a ' +
      'todo el pueblo de Dios a una tierra nueva. ¡Eso da un poco de miedo!\n\nPero Dios ' +
      'le hizo una promesa: «Estaré contigo dondequiera que vayas». Ser valiente no quiere ' +
      'decir que nunca sientas miedo. Quiere decir que confías en que Dios está a tu lado, ' +
      'aun cuando algo parece muy grande, como una escuela nueva, una visita al médico o ' +
      'un examen difícil.',
    reflection: '¿Qué cosas te dan miedo? ¿Cómo te ayuda saber que Dios va contigo?',
    prayer:
      'Dios, cuando tenga miedo, ayúdame a recordar que estás conmigo dondequiera que vaya. ' +
      'Hazme valiente. Amén.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: 0,
    title: 'De tal manera amó Dios al mundo',
    keyVerse:
      'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que ' +
      'todo aquel que en él cree, no se pierda, mas tenga vida eterna. (Juan 3:16)',
    devotionalText:
      'Este es tal vez el versículo más conocido de toda la Biblia, y habla de amor. Dios ' +
      'ama al mundo entero: a cada país, a cada familia y a cada niño y niña. ¡También a ' +
      'ti!\n\nDios nos amó tanto que nos dio el mejor regalo: a su Hijo, Jesús. Todo el que ' +
      'cree en Él no se pierde, sino que tiene vida eterna, una vida con Dios que nunca se ' +
      'acaba. ¡Qué buena noticia!',
    reflection: '¿A quién podrías contarle hoy del amor de Dios?',
    prayer:
      'Gracias, Dios, por amarme tanto que me diste a Jesús. Creo en Él. ' +
      'Ayúdame a compartir tu amor con otros. Amén.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: 1,
    title: 'Que brille tu luz',
    keyVerse:
      'Así alumbre vuestra luz delante de los hombres, para que vean vuestras obras buenas, ' +
      'y glorifiquen á vuestro Padre que está en los cielos. (Mateo 5:16)',
    devotionalText:
      'Imagina que enciendes una linterna en un cuarto oscuro. ¡De pronto todos pueden ' +
      'ver! Jesús dijo que los que lo siguen son como luces en el mundo.\n\nBrillamos ' +
      'cuando somos amables, cuando decimos la verdad, cuando compartimos y cuando ' +
      'ayudamos. Cuando la gente ve las cosas buenas que hacemos, puede ver lo bueno que es Dios.',
    reflection: '¿De qué manera puedes brillar hoy con la luz de Dios en tu casa?',
    prayer:
      'Jesús, ayúdame a brillar con tu luz siendo amable y ayudando a otros, ' +
      'para que todos vean lo bueno que es Dios. Amén.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: 2,
    title: 'Dale a Dios tus preocupaciones',
    keyVerse: 'Echando toda vuestra solicitud en él, porque él tiene cuidado de vosotros. (1 Pedro 5:7)',
    devotionalText:
      '¿Alguna vez has cargado una mochila demasiado pesada? Las preocupaciones pueden ' +
      'sentirse así: pesadas y cansadoras.\n\nLa Biblia nos dice que podemos echar todas ' +
      'nuestras preocupaciones sobre Dios, porque Él cuida de nosotros. Puedes contarle ' +
      'cualquier cosa cuando oras: lo grande y lo pequeño. Dios es lo bastante fuerte para ' +
      'cargarlo, y le encanta escucharte.',
    reflection: '¿Qué preocupación te gustaría darle a Dios ahora mismo?',
    prayer: 'Querido Dios, te doy mis preocupaciones. Gracias por cuidar de todo lo que me importa. Amén.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: 3,
    title: 'Sé amable con los demás',
    keyVerse:
      'Antes sed los unos con los otros benignos, misericordiosos, perdonándoos los unos á ' +
      'los otros, como también Dios os perdonó en Cristo. (Efesios 4:32)',
    devotionalText:
      'Ser amable es más que ser educado. Es pensar en cómo se sienten los demás y hacer ' +
      'algo para ayudarlos.\n\nA veces alguien hiere nuestros sentimientos. Dios nos pide ' +
      'que perdonemos, así como Él nos perdonó en Cristo. Perdonar no siempre es fácil, ' +
      'pero Dios puede ayudarnos a tener un corazón tierno y bondadoso.',
    reflection:
      '¿Hay alguien a quien necesitas perdonar, o alguien con quien podrías ser muy amable esta semana?',
    prayer:
      'Señor, gracias por perdonarme. Ayúdame a ser amable y a perdonar a otros como tú lo haces. Amén.',
    mediaType: 'none',
    mediaUrl: null,
  },
];
