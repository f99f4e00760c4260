import type { WisdomItem } from './proverb.ts';

type Row = [reference: string, proverb: string, meaning: string, whyItMatters: string];

/**
 * The built-in wisdom list (about 50 proverbs): the Daily Wisdom card falls back on it when the
 * published list is missing or empty, and a fresh install is seeded with it. KJV text (public domain).
 */
const rows: Row[] = [
  [
    'Proverbs 3:5',
    'Trust in the LORD with all thine heart; and lean not unto thine own understanding.',
    'Lean on God with your whole heart instead of only on what you can figure out by yourself.',
    'God sees everything and loves you, so trusting Him helps you feel safe even when you do not understand.',
  ],
  [
    'Proverbs 3:6',
    'In all thy ways acknowledge him, and he shall direct thy paths.',
    'Remember God in everything you do, and He will guide you in the right direction.',
    'When you invite God into school, play and home, He helps you make good choices.',
  ],
  [
    'Proverbs 15:1',
    'A soft answer turneth away wrath: but grievous words stir up anger.',
    'Answering kindly and calmly can stop an argument, but harsh words make people angrier.',
    'Gentle words help you keep friends and make peace at home and at school.',
  ],
  [
    'Proverbs 17:17',
    'A friend loveth at all times, and a brother is born for adversity.',
    'A true friend keeps loving you on good days and bad days, and family stands by you in hard times.',
    'God wants us to be loyal friends who stay close when others need help.',
  ],
  [
    'Proverbs 22:6',
    'Train up a child in the way he should go: and when he is old, he will not depart from it.',
    'What children learn about God while they are young stays with them as they grow up.',
    'The good habits you build today, like praying and reading the Bible, will help you all your life.',
  ],
  [
    'Proverbs 1:7',
    'The fear of the LORD is the beginning of knowledge: but fools despise wisdom and instruction.',
    'Real wisdom starts with honoring God and knowing how great He is.',
    'Putting God first helps you learn what is truly important.',
  ],
  [
    'Proverbs 4:23',
    'Keep thy heart with all diligence; for out of it are the issues of life.',
    'Take good care of your heart, your thoughts and feelings, because your actions come from it.',
    'What you let into your heart, like shows, songs and words, shapes how you live.',
  ],
  [
    'Proverbs 6:6',
    'Go to the ant, thou sluggard; consider her ways, and be wise.',
    'Look at how hard little ants work without anyone telling them, and learn from them.',
    'Doing your chores and homework without being reminded is a wise and grown-up choice.',
  ],
  [
    'Proverbs 10:12',
    'Hatred stirreth up strifes: but love covereth all sins.',
    'Hate starts fights, but love is ready to forgive.',
    'Choosing love over grudges helps friendships heal after someone makes a mistake.',
  ],
  [
    'Proverbs 12:22',
    'Lying lips are abomination to the LORD: but they that deal truly are his delight.',
    'God dislikes lies, but He is happy when people tell the truth.',
    'Being honest, even when it is hard, makes God glad and helps people trust you.',
  ],
  [
    'Proverbs 13:20',
    'He that walketh with wise men shall be wise: but a companion of fools shall be destroyed.',
    'The friends you spend time with change you, for good or for bad.',
    'Choosing friends who love God and make good choices helps you grow wise too.',
  ],
  [
    'Proverbs 16:3',
    'Commit thy works unto the LORD, and thy thoughts shall be established.',
    'Give your plans and work to God, and He will help them stand strong.',
    'Praying before a test, a game or a project reminds you that God is with you.',
  ],
  [
    'Proverbs 16:9',
    "A man's heart deviseth his way: but the LORD directeth his steps.",
    'We can make plans, but God guides where we really go.',
    'When plans change, you can trust that God is still leading you.',
  ],
  [
    'Proverbs 16:18',
    'Pride goeth before destruction, and an haughty spirit before a fall.',
    'Thinking you are better than everyone often leads to trouble.',
    'Staying humble keeps you ready to learn and kind to others.',
  ],
  [
    'Proverbs 16:24',
    'Pleasant words are as an honeycomb, sweet to the soul, and health to the bones.',
    'Kind words are like honey: sweet and good for the people who hear them.',
    'A kind word can turn someone’s whole day around.',
  ],
  [
    'Proverbs 17:22',
    'A merry heart doeth good like a medicine: but a broken spirit drieth the bones.',
    'A happy, joyful heart is like medicine that helps you feel better.',
    'Joy from God gives you strength, and laughing together is a gift.',
  ],
  [
    'Proverbs 18:10',
    'The name of the LORD is a strong tower: the righteous runneth into it, and is safe.',
    'God is like a tall, strong tower where you can run to be safe.',
    'When you feel scared, you can pray and run to God for safety.',
  ],
  [
    'Proverbs 18:24',
    'A man that hath friends must shew himself friendly: and there is a friend that sticketh closer than a brother.',
    'To have friends, be friendly; and there is a Friend, Jesus, who stays closer than family.',
    'You are never alone, because Jesus sticks with you always.',
  ],
  [
    'Proverbs 19:11',
    'The discretion of a man deferreth his anger; and it is his glory to pass over a transgression.',
    'A wise person is slow to get angry and is willing to let small wrongs go.',
    'Forgiving quickly keeps your heart light and your friendships strong.',
  ],
  [
    'Proverbs 20:11',
    'Even a child is known by his doings, whether his work be pure, and whether it be right.',
    'Even kids show who they are by the things they do.',
    'Your actions speak loudly, so let them show God’s love.',
  ],
  [
    'Proverbs 21:23',
    'Whoso keepeth his mouth and his tongue keepeth his soul from troubles.',
    'Being careful with what you say keeps you out of a lot of trouble.',
    'Thinking before you speak helps you avoid hurting others and yourself.',
  ],
  [
    'Proverbs 22:1',
    'A good name is rather to be chosen than great riches, and loving favour rather than silver and gold.',
    'Being known as a good and kind person is worth more than lots of money.',
    'People remember how you treated them much longer than what you owned.',
  ],
  [
    'Proverbs 25:11',
    'A word fitly spoken is like apples of gold in pictures of silver.',
    'The right words at the right time are beautiful and precious.',
    'An encouraging word at the right moment can be a treasure to someone.',
  ],
  [
    'Proverbs 27:1',
    'Boast not thyself of to morrow; for thou knowest not what a day may bring forth.',
    'Do not brag about tomorrow, because only God knows what will happen.',
    'Trusting God with the future helps you enjoy today without worry.',
  ],
  [
    'Proverbs 27:17',
    'Iron sharpeneth iron; so a man sharpeneth the countenance of his friend.',
    'Just as metal sharpens metal, good friends help each other get better.',
    'Friends who encourage you to follow God help you grow strong.',
  ],
  [
    'Proverbs 28:13',
    'He that covereth his sins shall not prosper: but whoso confesseth and forsaketh them shall have mercy.',
    'Hiding wrong things does not work, but admitting them and turning away brings mercy.',
    'God always forgives when we tell Him the truth about what we did wrong.',
  ],
  [
    'Proverbs 29:25',
    'The fear of man bringeth a snare: but whoso putteth his trust in the LORD shall be safe.',
    'Worrying too much about what people think traps you, but trusting God keeps you safe.',
    'You can do what is right even when others laugh, because God is on your side.',
  ],
  [
    'Proverbs 30:5',
    'Every word of God is pure: he is a shield unto them that put their trust in him.',
    'Everything God says is true, and He protects people who trust Him like a shield.',
    'You can believe God’s promises in the Bible completely.',
  ],
  [
    'Proverbs 11:13',
    'A talebearer revealeth secrets: but he that is of a faithful spirit concealeth the matter.',
    'A gossip spreads secrets, but a faithful friend keeps them.',
    'Keeping a friend’s secret (unless someone is in danger) shows you can be trusted.',
  ],
  [
    'Proverbs 11:25',
    'The liberal soul shall be made fat: and he that watereth shall be watered also himself.',
    'People who give generously are blessed, and those who help others get helped too.',
    'Sharing with others fills your own heart with joy.',
  ],
  [
    'Proverbs 12:25',
    'Heaviness in the heart of man maketh it stoop: but a good word maketh it glad.',
    'Worry makes people feel heavy, but a kind word cheers them up.',
    'You can lift a sad friend’s heart with a few encouraging words.',
  ],
  [
    'Proverbs 14:29',
    'He that is slow to wrath is of great understanding: but he that is hasty of spirit exalteth folly.',
    'Someone who does not get angry quickly is very wise; a quick temper leads to foolish things.',
    'Taking a deep breath before reacting helps you make better choices.',
  ],
  [
    'Proverbs 15:3',
    'The eyes of the LORD are in every place, beholding the evil and the good.',
    'God sees everything, everywhere, both good and bad.',
    'God sees when you do good in secret, and He is always watching over you.',
  ],
  [
    'Proverbs 15:13',
    'A merry heart maketh a cheerful countenance: but by sorrow of the heart the spirit is broken.',
    'A happy heart shows on your face.',
    'Your smile can share God’s joy with everyone around you.',
  ],
  [
    'Proverbs 16:32',
    'He that is slow to anger is better than the mighty; and he that ruleth his spirit than he that taketh a city.',
    'Controlling your temper is stronger than being a mighty warrior.',
    'Self-control is a kind of strength that God helps you grow.',
  ],
  [
    'Proverbs 19:17',
    'He that hath pity upon the poor lendeth unto the LORD; and that which he hath given will he pay him again.',
    'When you are kind to people in need, it is like giving to God Himself.',
    'Helping others is one way to show love to God.',
  ],
  [
    'Proverbs 20:22',
    'Say not thou, I will recompense evil; but wait on the LORD, and he shall save thee.',
    'Do not try to get even when someone hurts you; let God take care of it.',
    'Getting revenge makes things worse, but trusting God brings peace.',
  ],
  [
    'Proverbs 22:9',
    'He that hath a bountiful eye shall be blessed; for he giveth of his bread to the poor.',
    'People who notice others’ needs and share their food are blessed.',
    'Sharing your snack or your toys is a way to be generous like God.',
  ],
  [
    'Proverbs 24:17',
    'Rejoice not when thine enemy falleth, and let not thine heart be glad when he stumbleth.',
    'Do not cheer when someone who is mean to you gets into trouble.',
    'God wants us to have kind hearts, even toward people who are not kind to us.',
  ],
  [
    'Proverbs 25:21',
    'If thine enemy be hungry, give him bread to eat; and if he be thirsty, give him water to drink.',
    'Be kind even to people who are against you, and help them when they need it.',
    'Kindness can turn an enemy into a friend.',
  ],
  [
    'Proverbs 26:20',
    'Where no wood is, there the fire goeth out: so where there is no talebearer, the strife ceaseth.',
    'A fire goes out without wood, and a quarrel stops when nobody keeps gossiping.',
    'Refusing to spread rumors helps fights end quickly.',
  ],
  [
    'Proverbs 1:8',
    'My son, hear the instruction of thy father, and forsake not the law of thy mother.',
    'Listen to what your parents teach you and remember it.',
    'God gave you parents and caregivers to help guide you.',
  ],
  [
    'Proverbs 2:6',
    'For the LORD giveth wisdom: out of his mouth cometh knowledge and understanding.',
    'All true wisdom comes from God.',
    'When you need help understanding something, you can ask God for wisdom.',
  ],
  [
    'Proverbs 3:27',
    'Withhold not good from them to whom it is due, when it is in the power of thine hand to do it.',
    'When you are able to help someone, do it.',
    'Little acts of help, like holding a door or sharing a pencil, really matter.',
  ],
  [
    'Proverbs 4:18',
    'But the path of the just is as the shining light, that shineth more and more unto the perfect day.',
    'The life of someone who follows God gets brighter and brighter, like the sunrise.',
    'Following God each day helps you grow and shine His light.',
  ],
  [
    'Proverbs 10:9',
    'He that walketh uprightly walketh surely: but he that perverteth his ways shall be known.',
    'Someone who lives honestly can walk without fear; dishonest ways are found out.',
    'Living honestly means you never have to worry about being caught.',
  ],
  [
    'Proverbs 10:19',
    'In the multitude of words there wanteth not sin: but he that refraineth his lips is wise.',
    'Talking too much often leads to saying wrong things; wise people know when to stop.',
    'Listening more than you talk is a wise habit.',
  ],
  [
    'Proverbs 12:15',
    'The way of a fool is right in his own eyes: but he that hearkeneth unto counsel is wise.',
    'A foolish person thinks they are always right; a wise person listens to advice.',
    'Being willing to learn from others helps you grow.',
  ],
  [
    'Proverbs 13:3',
    'He that keepeth his mouth keepeth his life: but he that openeth wide his lips shall have destruction.',
    'Guarding your words protects you, but careless talking brings trouble.',
    'Words are powerful, so use them carefully.',
  ],
  [
    'Proverbs 14:30',
    'A sound heart is the life of the flesh: but envy the rottenness of the bones.',
    'A peaceful heart is healthy, but being jealous eats you up inside.',
    'Being thankful for what you have keeps jealousy away.',
  ],
  [
    'Proverbs 15:22',
    'Without counsel purposes are disappointed: but in the multitude of counsellors they are established.',
    'Plans fail without advice, but with many good helpers they succeed.',
    'Asking parents, teachers and friends for help is a smart thing to do.',
  ],
  [
    'Proverbs 19:20',
    'Hear counsel, and receive instruction, that thou mayest be wise in thy latter end.',
    'Listen to advice and accept teaching, and you will become wise.',
    'Being teachable now makes you wise later.',
  ],
  [
    'Proverbs 21:3',
    'To do justice and judgment is more acceptable to the LORD than sacrifice.',
    'Doing what is right and fair matters more to God than big shows of religion.',
    'God cares about how you treat people every day.',
  ],
  [
    'James 1:19',
    'Wherefore, my beloved brethren, let every man be swift to hear, slow to speak, slow to wrath.',
    'Be quick to listen, slow to talk and slow to get angry.',
    'Good listeners make good friends and avoid many fights.',
  ],
  [
    'Ecclesiastes 3:1',
    'To every thing there is a season, and a time to every purpose under the heaven.',
    'God has a right time for everything that happens.',
    'You can be patient, because God’s timing is always best.',
  ],
];

export const builtInProverbs: readonly WisdomItem[] = rows.map(
  ([reference, proverb, meaning, whyItMatters]) => ({
    proverb,
    reference,
    meaning,
    whyItMatters,
  }),
);
