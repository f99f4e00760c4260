import type { MiniLessonFields } from '../../src/lib/mini-lessons.ts';

/**
 * The Spanish starter mini lessons, one for each English one (mini-lessons-data.ts), with their
 * fixed ids; written for Spanish-speaking children, each quoting the Reina-Valera 1909.
 */
export const starterMiniLessonsEs: Array<{ id: string } & Omit<MiniLessonFields, 'locale'>> = [
  {
    id: 'evangelio',
    title: 'El evangelio: ¡buenas noticias!',
    description: 'Qué es la buena noticia de Jesús, y por qué es la mejor noticia de todas.',
    content:
      'La palabra "evangelio" quiere decir "buenas noticias". ¡Y es la mejor noticia del ' +
      'mundo!\n\nDios hizo todas las cosas, y creó a las personas para que lo conocieran y ' +
      'lo amaran. Pero todos hemos hecho cosas malas. La Biblia llama a eso pecado. El ' +
      'pecado es como un muro entre nosotros y Dios, y no lo podemos saltar solos.\n\nEsta ' +
      'es la buena noticia: Dios nos ama tanto que envió a su Hijo, Jesús. Jesús nunca ' +
      'pecó, pero murió en la cruz para llevar el castigo de nuestros pecados. ¡Y al tercer ' +
      'día volvió a vivir! Ahora todo el que cree en Jesús es perdonado y forma parte de la ' +
      'familia de Dios para siempre.\n\nNo podemos ganarnos este regalo portándonos bien. ' +
      'Es un regalo gratis de Dios. Lo recibimos confiando en Jesús.',
    keyVerses: [
      'Por cuanto todos pecaron, y están destituídos de la gloria de Dios; (Romanos 3:23)',
      'Mas Dios encarece su caridad para con nosotros, porque siendo aún pecadores, Cristo ' +
        'murió por nosotros. (Romanos 5:8)',
      'Porque la paga del pecado es muerte: mas la dádiva de Dios es vida eterna en Cristo ' +
        'Jesús Señor nuestro. (Romanos 6:23)',
      'Porque por gracia sois salvos por la fe; y esto no de vosotros, pues es don de Dios: ' +
        'No por obras, para que nadie se gloríe. (Efesios 2:8-9)',
    ],
    reflection:
      '¿Ya recibiste el regalo gratis de Dios confiando en Jesús? ¿A quién podrías contarle esta buena noticia?',
  },
  {
    id: 'espiritu-santo',
    title: 'El Espíritu Santo: Dios con nosotros',
    description: 'Quién es el Espíritu Santo y cómo ayuda a todos los que siguen a Jesús.',
    content:
      'Antes de volver al cielo, Jesús hizo una promesa maravillosa. Dijo que no dejaría ' +
      'solos a sus amigos: el Padre les enviaría un Consolador, el Espíritu Santo.\n\nEl ' +
      'Espíritu Santo es Dios. Vive en todos los que creen en Jesús. Nos ayuda a entender ' +
      'la Biblia, nos recuerda lo que Jesús enseñó, nos da valor para hablar de Jesús a ' +
      'otros y nos consuela cuando estamos tristes.\n\nEl Espíritu Santo también nos ayuda ' +
      'a parecernos cada vez más a Jesús. La Biblia lo llama "el fruto del Espíritu": amor, ' +
      'gozo, paz, paciencia, amabilidad, bondad, fe, mansedumbre y dominio propio. Así como ' +
      'un manzano da manzanas, el Espíritu Santo hace crecer cosas buenas en nuestra vida.',
    keyVerses: [
      'Y yo rogaré al Padre, y os dará otro Consolador, para que esté con vosotros para ' +
        'siempre: (Juan 14:16)',
      'Mas el Consolador, el Espíritu Santo, al cual el Padre enviará en mi nombre, él os ' +
        'enseñará todas las cosas, y os recordará todas las cosas que os he dicho. (Juan 14:26)',
      'Mas el fruto del Espíritu es: caridad, gozo, paz, tolerancia, benignidad, bondad, fe, ' +
        'Mansedumbre, templanza: contra tales cosas no hay ley. (Gálatas 5:22-23)',
    ],
    reflection: '¿Qué fruto del Espíritu te gustaría que Dios hiciera crecer en ti esta semana?',
  },
  {
    id: 'amistad-con-dios',
    title: 'Una amistad con Dios',
    description: 'Ser cristiano no es solo seguir reglas: es una amistad de verdad con Dios.',
    content:
      '¿Sabías que Dios quiere ser tu amigo? Jesús les dijo a sus discípulos: "Os he ' +
      'llamado amigos".\n\nLos amigos pasan tiempo juntos, hablan y se escuchan. ¡Con Dios ' +
      'también podemos hacerlo! Hablamos con Dios cuando oramos. Escuchamos a Dios cuando ' +
      'leemos la Biblia. Y podemos hablar con Él a cualquier hora y en cualquier lugar: en ' +
      'el auto, en la escuela o en la cama por la noche.\n\nJesús dijo que Él es como una ' +
      'vid y nosotros somos como las ramas. Una rama se queda unida a la vid para dar ' +
      'fruto. Cuando nos quedamos cerca de Jesús cada día, Él nos ayuda a crecer.',
    keyVerses: [
      'Ya no os llamaré siervos, porque el siervo no sabe lo que hace su señor: mas os he ' +
        'llamado amigos, porque todas las cosas que oí de mi Padre, os he hecho notorias. (Juan 15:15)',
      'Yo soy la vid, vosotros los pámpanos: el que está en mí, y yo en él, éste lleva mucho ' +
        'fruto; porque sin mí nada podéis hacer. (Juan 15:5)',
      'Allegaos á Dios, y él se allegará á vosotros. (Santiago 4:8)',
    ],
    reflection: '¿Cuál es un buen momento de cada día para hablar con Dios y leer su Palabra?',
  },
];
