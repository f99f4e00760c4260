import type { WisdomItem } from './proverb.ts';

type Row = [reference: string, proverb: string, meaning: string, whyItMatters: string];

/**
 * The built-in Spanish wisdom list, one for each English proverb of built-in.ts: the Spanish Daily
 * Wisdom card falls back on it, and a fresh install is seeded with it. Each proverb quotes the
 * Reina-Valera 1909 (public domain, db/bible/text/rv1909.tsv) word for word (only a chapter's
 * capital first word lowered); tests/unit/content/built-in-proverbs.test.ts checks each against the text.
 */
const rows: Row[] = [
  [
    'Proverbios 3:5',
    'Fíate de Jehová de todo tu corazón, y no estribes en tu prudencia.',
    'Confía en Dios con todo tu corazón, y no te apoyes solo en lo que tú puedes entender.',
    'Dios lo ve todo y te ama; confiar en Él te da paz aunque no entiendas lo que pasa.',
  ],
  [
    'Proverbios 3:6',
    'Reconócelo en todos tus caminos, y él enderezará tus veredas.',
    'Acuérdate de Dios en todo lo que haces, y Él te guiará por el camino correcto.',
    'Cuando invitas a Dios a tu escuela, tus juegos y tu casa, Él te ayuda a elegir bien.',
  ],
  [
    'Proverbios 15:1',
    'La blanda respuesta quita la ira: mas la palabra áspera hace subir el furor.',
    'Contestar con calma y amabilidad apaga un enojo; las palabras duras lo encienden más.',
    'Las palabras suaves te ayudan a cuidar a tus amigos y a tener paz en casa.',
  ],
  [
    'Proverbios 17:17',
    'En todo tiempo ama el amigo; y el hermano para la angustia es nacido.',
    'Un buen amigo te quiere en los días buenos y en los malos, y un hermano está para ' +
      'ayudarte en los tiempos difíciles.',
    'Dios quiere que seamos amigos fieles que se quedan cerca cuando alguien necesita ayuda.',
  ],
  [
    'Proverbios 22:6',
    'Instruye al niño en su carrera: aun cuando fuere viejo no se apartará de ella.',
    'Lo que un niño aprende del buen camino mientras es pequeño lo acompaña cuando crece.',
    'Los buenos hábitos de hoy, como orar y leer la Biblia, te ayudarán toda la vida.',
  ],
  [
    'Proverbios 1:7',
    'El principio de la sabiduría es el temor de Jehová: los insensatos desprecian la sabiduría y la enseñanza.',
    'La verdadera sabiduría empieza cuando respetamos a Dios y sabemos lo grande que es.',
    'Poner a Dios primero te ayuda a aprender lo que de verdad importa.',
  ],
  [
    'Proverbios 4:23',
    'Sobre toda cosa guardada guarda tu corazón; porque de él mana la vida.',
    'Cuida tu corazón más que cualquier otra cosa, porque de él sale la manera en que vives.',
    'Lo que dejas entrar en tu corazón, como programas, canciones y palabras, cambia lo que haces.',
  ],
  [
    'Proverbios 6:6',
    'Ve á la hormiga, oh perezoso, mira sus caminos, y sé sabio;',
    'Mira cómo trabajan las hormigas y aprende de ellas a no ser perezoso.',
    'Hacer tus tareas sin que te lo repitan es una decisión sabia.',
  ],
  [
    'Proverbios 10:12',
    'El odio despierta rencillas: mas la caridad cubrirá todas las faltas.',
    'El odio empieza peleas, pero el amor perdona las faltas.',
    'Elegir el amor en vez del rencor ayuda a que una amistad sane después de un error.',
  ],
  [
    'Proverbios 12:22',
    'Los labios mentirosos son abominación á Jehová: mas los obradores de verdad su contentamiento.',
    'A Dios no le gustan las mentiras, pero se alegra con los que hacen lo verdadero.',
    'Decir la verdad, aunque cueste, alegra a Dios y hace que otros confíen en ti.',
  ],
  [
    'Proverbios 13:20',
    'El que anda con los sabios, sabio será; mas el que se allega á los necios, será quebrantado.',
    'Los amigos con quienes pasas tiempo te cambian, para bien o para mal.',
    'Tener amigos que aman a Dios y eligen bien te ayuda a ser sabio tú también.',
  ],
  [
    'Proverbios 16:3',
    'Encomienda á Jehová tus obras, y tus pensamientos serán afirmados.',
    'Pon tu trabajo en las manos de Dios, y Él hará firmes tus planes.',
    'Orar antes de un examen, un partido o un proyecto te recuerda que Dios está contigo.',
  ],
  [
    'Proverbios 16:9',
    'El corazón del hombre piensa su camino: mas Jehová endereza sus pasos.',
    'Nosotros hacemos planes, pero Dios guía nuestros pasos.',
    'Cuando los planes cambian, puedes confiar en que Dios sigue guiándote.',
  ],
  [
    'Proverbios 16:18',
    'Antes del quebrantamiento es la soberbia; y antes de la caída la altivez de espíritu.',
    'Creerse mejor que los demás suele terminar en una caída.',
    'Ser humilde te deja listo para aprender y para ser amable con los demás.',
  ],
  [
    'Proverbios 16:24',
    'Panal de miel son los dichos suaves: suavidad al alma y medicina á los huesos.',
    'Las palabras amables son dulces como la miel y hacen bien a quien las oye.',
    'Una palabra amable puede cambiar todo el día de alguien.',
  ],
  [
    'Proverbios 17:22',
    'El corazón alegre produce buena disposición: mas el espíritu triste seca los huesos.',
    'Un corazón alegre hace bien, pero la tristeza quita las fuerzas.',
    'La alegría que Dios da te fortalece, y reírse juntos es un regalo.',
  ],
  [
    'Proverbios 18:10',
    'Torre fuerte es el nombre de Jehová: á él correrá el justo, y será levantado.',
    'Dios es como una torre alta y fuerte a la que puedes correr para estar a salvo.',
    'Cuando tienes miedo, puedes orar y correr hacia Dios.',
  ],
  [
    'Proverbios 18:24',
    'El hombre que tiene amigos, ha de mostrarse amigo: y amigo hay más conjunto que el hermano.',
    'Para tener amigos, hay que ser amigable; y hay amigos que se quedan más cerca que un hermano.',
    'Ser un buen amigo empieza por tratar a los demás con cariño.',
  ],
  [
    'Proverbios 19:11',
    'La cordura del hombre detiene su furor; y su honra es disimular la ofensa.',
    'Una persona sabia no se enoja rápido y sabe dejar pasar una ofensa.',
    'Perdonar pronto mantiene tu corazón ligero y tus amistades fuertes.',
  ],
  [
    'Proverbios 20:11',
    'Aun el muchacho es conocido por sus hechos, si su obra fuere limpia y recta.',
    'Hasta un niño muestra cómo es por lo que hace.',
    'Tus acciones hablan fuerte; deja que muestren el amor de Dios.',
  ],
  [
    'Proverbios 21:23',
    'El que guarda su boca y su lengua, su alma guarda de angustias.',
    'Cuidar lo que dices te libra de muchos problemas.',
    'Pensar antes de hablar te ayuda a no herir a otros ni a ti mismo.',
  ],
  [
    'Proverbios 22:1',
    'De más estima es la buena fama que las muchas riquezas; y la buena gracia más que la plata y el oro.',
    'Ser conocido como una persona buena vale más que mucho dinero.',
    'La gente recuerda cómo la trataste mucho más que lo que tenías.',
  ],
  [
    'Proverbios 25:11',
    'Manzana de oro con figuras de plata es la palabra dicha como conviene.',
    'Las palabras justas, dichas en el momento justo, son hermosas y valiosas.',
    'Una palabra de ánimo a tiempo puede ser un tesoro para alguien.',
  ],
  [
    'Proverbios 27:1',
    'No te jactes del día de mañana; porque no sabes qué dará de sí el día.',
    'No presumas de lo que harás mañana, porque no sabes lo que traerá el día.',
    'Confiarle el futuro a Dios te ayuda a disfrutar el hoy sin preocuparte.',
  ],
  [
    'Proverbios 27:17',
    'Hierro con hierro se aguza; y el hombre aguza el rostro de su amigo.',
    'Así como un hierro afila a otro hierro, los buenos amigos se ayudan a ser mejores.',
    'Los amigos que te animan a seguir a Dios te ayudan a crecer fuerte.',
  ],
  [
    'Proverbios 28:13',
    'El que encubre sus pecados, no prosperará: mas el que los confiesa y se aparta, alcanzará misericordia.',
    'Esconder lo malo que hicimos no sirve; confesarlo y dejarlo trae misericordia.',
    'Cuando le decimos a Dios la verdad sobre lo que hicimos mal, Él nos perdona.',
  ],
  [
    'Proverbios 29:25',
    'El temor del hombre pondrá lazo: mas el que confía en Jehová será levantado.',
    'Tener miedo de lo que piense la gente es como una trampa; quien confía en Dios está seguro.',
    'Puedes hacer lo correcto aunque otros se rían, porque confías en Dios.',
  ],
  [
    'Proverbios 30:5',
    'Toda palabra de Dios es limpia; es escudo á los que en él esperan.',
    'Todo lo que Dios dice es puro y verdadero, y Él es como un escudo para los que confían en Él.',
    'Puedes creer de verdad las promesas de Dios en la Biblia.',
  ],
  [
    'Proverbios 11:13',
    'El que anda en chismes, descubre el secreto: mas el de espíritu fiel encubre la cosa.',
    'El chismoso cuenta los secretos, pero el amigo fiel los guarda.',
    'Guardar el secreto de un amigo (menos si alguien corre peligro) muestra que eres de confianza.',
  ],
  [
    'Proverbios 11:25',
    'El alma liberal será engordada: y el que saciare, él también será saciado.',
    'Quien da con generosidad recibe bendición, y quien ayuda a otros también es ayudado.',
    'Compartir con otros llena tu corazón de alegría.',
  ],
  [
    'Proverbios 12:25',
    'El cuidado congojoso en el corazón del hombre, lo abate; mas la buena palabra lo alegra.',
    'La preocupación pone triste el corazón, pero una buena palabra lo alegra.',
    'Con unas pocas palabras de ánimo puedes alegrar a un amigo triste.',
  ],
  [
    'Proverbios 14:29',
    'El que tarde se aira, es grande de entendimiento: mas el corto de espíritu engrandece el desatino.',
    'Quien no se enoja rápido es muy sabio; quien se enoja enseguida hace tonterías.',
    'Respirar hondo antes de reaccionar te ayuda a elegir mejor.',
  ],
  [
    'Proverbios 15:3',
    'Los ojos de Jehová están en todo lugar, mirando á los malos y á los buenos.',
    'Dios lo ve todo, en todas partes, lo bueno y lo malo.',
    'Dios ve cuando haces el bien en secreto, y siempre te cuida.',
  ],
  [
    'Proverbios 15:13',
    'El corazón alegre hermosea el rostro: mas por el dolor de corazón el espíritu se abate.',
    'Un corazón feliz se nota en la cara.',
    'Tu sonrisa puede compartir la alegría de Dios con todos los que te rodean.',
  ],
  [
    'Proverbios 16:32',
    'Mejor es el que tarde se aira que el fuerte; y el que se enseñorea de su espíritu, que el que toma una ciudad.',
    'Controlar tu enojo vale más que ser un guerrero muy fuerte.',
    'El dominio propio es una fuerza que Dios te ayuda a hacer crecer.',
  ],
  [
    'Proverbios 19:17',
    'A Jehová empresta el que da al pobre, y él le dará su paga.',
    'Cuando ayudas a alguien que lo necesita, es como si se lo dieras a Dios, y Él te lo devolverá.',
    'Ayudar a otros es una manera de mostrar tu amor a Dios.',
  ],
  [
    'Proverbios 20:22',
    'No digas, yo me vengaré; espera á Jehová, y él te salvará.',
    'No trates de vengarte cuando alguien te hace daño; espera en Dios y Él te ayudará.',
    'La venganza empeora las cosas, pero confiar en Dios trae paz.',
  ],
  [
    'Proverbios 22:9',
    'El ojo misericordioso será bendito, porque dió de su pan al indigente.',
    'Quien se fija en los que tienen necesidad y comparte su pan recibe bendición.',
    'Compartir tu merienda o tus juguetes es una manera de ser generoso como Dios.',
  ],
  [
    'Proverbios 24:17',
    'Cuando cayere tu enemigo, no te huelgues; y cuando tropezare, no se alegre tu corazón:',
    'No te alegres cuando a alguien que te trata mal le va mal.',
    'Dios quiere que tengamos un corazón bueno, aun con quienes no son buenos con nosotros.',
  ],
  [
    'Proverbios 25:21',
    'Si el que te aborrece tuviere hambre, dale de comer pan; y si tuviere sed, dale de beber agua:',
    'Sé bueno aun con quien está contra ti, y ayúdalo cuando lo necesite.',
    'La bondad puede convertir a un enemigo en amigo.',
  ],
  [
    'Proverbios 26:20',
    'Sin leña se apaga el fuego: y donde no hay chismoso, cesa la contienda.',
    'Sin leña el fuego se apaga, y sin chismes se acaba la pelea.',
    'No repetir chismes ayuda a que las peleas terminen pronto.',
  ],
  [
    'Proverbios 1:8',
    'Oye, hijo mío, la doctrina de tu padre, y no desprecies la dirección de tu madre:',
    'Escucha lo que te enseñan tu papá y tu mamá, y no lo olvides.',
    'Dios te dio padres y personas que te cuidan para guiarte.',
  ],
  [
    'Proverbios 2:6',
    'Porque Jehová da la sabiduría, y de su boca viene el conocimiento y la inteligencia.',
    'Toda la verdadera sabiduría viene de Dios.',
    'Cuando necesitas entender algo, puedes pedirle sabiduría a Dios.',
  ],
  [
    'Proverbios 3:27',
    'No detengas el bien de sus dueños, cuando tuvieres poder para hacerlo.',
    'Cuando puedas hacer el bien a alguien, hazlo.',
    'Las pequeñas ayudas, como sostener una puerta o prestar un lápiz, importan mucho.',
  ],
  [
    'Proverbios 4:18',
    'Mas la senda de los justos es como la luz de la aurora, que va en aumento hasta que el día es perfecto.',
    'La vida de quien sigue a Dios brilla cada vez más, como el sol cuando amanece.',
    'Seguir a Dios cada día te ayuda a crecer y a brillar con su luz.',
  ],
  [
    'Proverbios 10:9',
    'El que camina en integridad, anda confiado: mas el que pervierte sus caminos, será quebrantado.',
    'Quien vive con honestidad camina tranquilo; quien anda por malos caminos termina mal.',
    'Vivir con honestidad te deja andar sin miedo.',
  ],
  [
    'Proverbios 10:19',
    'En las muchas palabras no falta pecado: mas el que refrena sus labios es prudente.',
    'Hablar demasiado lleva a decir cosas malas; el sabio sabe cuándo callar.',
    'Escuchar más de lo que hablas es un hábito sabio.',
  ],
  [
    'Proverbios 12:15',
    'El camino del necio es derecho en su opinión: mas el que obedece al consejo es sabio.',
    'El necio cree que siempre tiene la razón; el sabio escucha los consejos.',
    'Estar dispuesto a aprender de otros te ayuda a crecer.',
  ],
  [
    'Proverbios 13:3',
    'El que guarda su boca guarda su alma: mas el que mucho abre sus labios tendrá calamidad.',
    'Cuidar tus palabras te protege, pero hablar sin pensar trae problemas.',
    'Las palabras tienen poder; úsalas con cuidado.',
  ],
  [
    'Proverbios 14:30',
    'El corazón apacible es vida de las carnes: mas la envidia, pudrimiento de huesos.',
    'Un corazón en paz es vida, pero la envidia te hace daño por dentro.',
    'Dar gracias por lo que tienes aleja la envidia.',
  ],
  [
    'Proverbios 15:22',
    'Los pensamientos son frustrados donde no hay consejo; mas en la multitud de consejeros se afirman.',
    'Los planes fallan sin consejo, pero con muchos buenos consejeros salen bien.',
    'Pedir ayuda a tus papás, maestros y amigos es una decisión inteligente.',
  ],
  [
    'Proverbios 19:20',
    'Escucha el consejo, y recibe la corrección, para que seas sabio en tu vejez.',
    'Escucha los consejos y acepta que te corrijan, y llegarás a ser sabio.',
    'Dejarte enseñar hoy te hace sabio mañana.',
  ],
  [
    'Proverbios 21:3',
    'Hacer justicia y juicio es á Jehová más agradable que sacrificio.',
    'A Dios le agrada más que hagamos lo justo que cualquier ofrenda.',
    'A Dios le importa cómo tratas a las personas cada día.',
  ],
  [
    'Santiago 1:19',
    'Por esto, mis amados hermanos, todo hombre sea pronto para oir, tardío para hablar, tardío para airarse:',
    'Sé rápido para escuchar, lento para hablar y lento para enojarte.',
    'Quien sabe escuchar es un buen amigo y se evita muchas peleas.',
  ],
  [
    'Eclesiastés 3:1',
    'Para todas las cosas hay sazón, y todo lo que se quiere debajo del cielo, tiene su tiempo:',
    'Todo lo que pasa debajo del cielo tiene su momento.',
    'Puedes tener paciencia, porque los tiempos de Dios son los mejores.',
  ],
];

export const builtInProverbsEs: readonly WisdomItem[] = rows.map(
  ([reference, proverb, meaning, whyItMatters]) => ({ proverb, reference, meaning, whyItMatters }),
);
