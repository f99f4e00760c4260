import type { MiniLessonFields } from '../../src/lib/mini-lessons.ts';

/** The three starter mini lessons (gospel, holy-spirit, relationship), with their fixed ids. KJV quotes. */
export const starterMiniLessons: Array<{ id: string } & Omit<MiniLessonFields, 'locale'>> = [
  {
    id: 'gospel',
    title: 'The Gospel: Good News!',
    description: 'What the good news about Jesus is, and why it is the best news ever.',
    content:
      'The word "gospel" means "good news". And it is the best news in the whole ' +
      'world!\n\nGod made everything, and He made people to know Him and love Him. ' +
      'But all of us have done wrong things. The Bible calls that sin. Sin is like a ' +
      'wall between us and God, and we cannot climb over it by ourselves.\n\nHere is ' +
      'the good news: God loves us so much that He sent His Son, Jesus. Jesus never ' +
      'sinned, but He died on the cross to take the punishment for our sins. Three ' +
      'days later He came back to life! Now anyone who believes in Jesus is forgiven ' +
      'and becomes part of God’s family forever.\n\nWe cannot earn this gift by ' +
      'being good enough. It is a free gift from God. We receive it by trusting ' +
      'Jesus.',
    keyVerses: [
      'For all have sinned, and come short of the glory of God; (Romans 3:23)',
      'But God commendeth his love toward us, in that, while we were yet sinners, Christ died for us. (Romans 5:8)',
      'For the wages of sin is death; but the gift of God is eternal life ' +
        'through Jesus Christ our Lord. (Romans 6:23)',
      'For by grace are ye saved through faith; and that not of yourselves: it is ' +
        'the gift of God: Not of works, lest any man should boast. (Ephesians 2:8-9)',
    ],
    reflection:
      'Have you received God’s free gift by trusting Jesus? Who could you share this good news with?',
  },
  {
    id: 'holy-spirit',
    title: 'The Holy Spirit: God With Us',
    description: 'Who the Holy Spirit is and how He helps everyone who follows Jesus.',
    content:
      'Before Jesus went back to heaven, He made a wonderful promise. He said He ' +
      'would not leave His friends alone. He would send a Helper, the Holy Spirit.\n' +
      '\nThe Holy Spirit is God. He lives inside everyone who believes in Jesus. He ' +
      'helps us understand the Bible, reminds us of what Jesus taught, gives us ' +
      'courage to tell others about Jesus, and comforts us when we are sad.\n\nThe ' +
      'Holy Spirit also helps us grow to be more like Jesus. The Bible calls this ' +
      'growing "the fruit of the Spirit": love, joy, peace, patience, kindness, ' +
      'goodness, faithfulness, gentleness and self-control. Just like an apple tree ' +
      'grows apples, the Holy Spirit grows good things in our lives.',
    keyVerses: [
      'And I will pray the Father, and he shall give you another Comforter, that he ' +
        'may abide with you for ever; (John 14:16)',
      'But the Comforter, which is the Holy Ghost, whom the Father will send in my ' +
        'name, he shall teach you all things, and bring all things to your ' +
        'remembrance, whatsoever I have said unto you. (John 14:26)',
      'But the fruit of the Spirit is love, joy, peace, longsuffering, gentleness, ' +
        'goodness, faith, Meekness, temperance: against such there is no law. ' +
        '(Galatians 5:22-23)',
    ],
    reflection: 'Which fruit of the Spirit would you like God to grow in you this week?',
  },
  {
    id: 'relationship',
    title: 'A Friendship With God',
    description: 'Being a Christian is not only rules: it is a real friendship with God.',
    content:
      'Did you know that God wants to be your friend? Jesus told His disciples, "I ' +
      'have called you friends."\n\nFriends spend time together, talk with each ' +
      'other and listen to each other. We can do that with God too! We talk to God ' +
      'when we pray. We listen to God when we read the Bible. And we can talk to Him ' +
      'anytime and anywhere: in the car, at school or in bed at night.\n\nJesus said ' +
      'He is like a vine and we are like the branches. A branch stays connected to ' +
      'the vine to grow fruit. When we stay close to Jesus every day, He helps us ' +
      'grow.',
    keyVerses: [
      'Henceforth I call you not servants; for the servant knoweth not what his lord ' +
        'doeth: but I have called you friends; for all things that I have heard of my ' +
        'Father I have made known unto you. (John 15:15)',
      'I am the vine, ye are the branches: He that abideth in me, and I in him, the ' +
        'same bringeth forth much fruit: for without me ye can do nothing. (John 15:5)',
      'Draw nigh to God, and he will draw nigh to you. (James 4:8)',
    ],
    reflection: 'When is a good time each day for you to talk with God and read His Word?',
  },
];
