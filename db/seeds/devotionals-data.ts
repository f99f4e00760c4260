import type { DevotionalFields } from '../../src/lib/devotionals/devotional.ts';

/** Starter devotionals; `offset` is days from the day the seed runs (site time zone). KJV quotes. */
export const starterDevotionals: Array<{ offset: number } & Omit<DevotionalFields, 'date' | 'locale'>> = [
  {
    offset: -3,
    title: 'Wonderfully Made',
    keyVerse:
      'I will praise thee; for I am fearfully and wonderfully made: marvellous are ' +
      'thy works; and that my soul knoweth right well. (Psalm 139:14)',
    devotionalText:
      'Have you ever looked closely at your fingerprints? Nobody else in the whole ' +
      'world has fingerprints exactly like yours! God made you on purpose, with your ' +
      'own smile, your own laugh and your own gifts.\n\nKing David thought about how ' +
      'God made him, and it made him want to sing praises. You are not an accident. ' +
      'The same God who painted the sunset and filled the sea with fish made you, ' +
      'and He thinks you are wonderful.',
    reflection: 'What is one thing about how God made you that you can thank Him for today?',
    prayer:
      'Dear God, thank You for making me just the way I am. ' +
      'Help me to use my gifts to love You and help others. Amen.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: -2,
    title: 'The Lord Is My Shepherd',
    keyVerse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
    devotionalText:
      'A shepherd spends all day with his sheep. He leads them to green grass and ' +
      'fresh water, he keeps away wolves, and he goes looking for any sheep that ' +
      'gets lost.\n\nDavid was a shepherd boy before he became king, so he knew what ' +
      'a good shepherd does. He said that God is like that for us. God leads us, ' +
      'feeds us and protects us. When we follow Him, we have everything we really ' +
      'need.',
    reflection: 'Where do you need God to lead you this week: at school, at home or with friends?',
    prayer:
      'Lord, You are my Good Shepherd. Thank You for taking care of me. Help me to follow You every day. Amen.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: -1,
    title: 'Be Strong and Courageous',
    keyVerse:
      'Have not I commanded thee? Be strong and of a good courage; be not afraid, ' +
      'neither be thou dismayed: for the LORD thy God is with thee whithersoever ' +
      'thou goest. (Joshua 1:9)',
    devotionalText:
      'Joshua had a big job. Moses was gone, and now Joshua had to lead all of God’s ' +
      'people into a new land. That sounds scary!\n\nBut God gave Joshua a promise: ' +
      '"I am with you wherever you go." Being brave does not mean you never feel ' +
      'afraid. It means you trust that God is right beside you, even when something ' +
      'feels big, like a new school, a doctor visit or a hard test.',
    reflection: 'What makes you feel afraid? How does it help to know that God goes with you?',
    prayer:
      'God, when I feel scared, help me remember that You are with me everywhere I go. Make me brave. Amen.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: 0,
    title: 'God So Loved the World',
    keyVerse:
      'For God so loved the world, that he gave his only begotten Son, that ' +
      'whosoever believeth in him should not perish, but have everlasting life. ' +
      '(John 3:16)',
    devotionalText:
      'This might be the most famous verse in the whole Bible, and it is all about ' +
      'love. God loves the whole world: every country, every family and every boy ' +
      'and girl, including you!\n\nGod loved us so much that He gave us the best ' +
      'gift ever: His Son, Jesus. Jesus came to rescue us from sin. Anyone who ' +
      'believes in Him gets a life with God that never ends. That is really good ' +
      'news!',
    reflection: 'Who could you tell about God’s love today?',
    prayer:
      'Thank You, God, for loving me so much that You sent Jesus. I believe in Him. ' +
      'Help me share Your love with others. Amen.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: 1,
    title: 'Let Your Light Shine',
    keyVerse:
      'Let your light so shine before men, that they may see your good works, and ' +
      'glorify your Father which is in heaven. (Matthew 5:16)',
    devotionalText:
      'Imagine turning on a flashlight in a dark room. Suddenly everyone can see! ' +
      'Jesus said that people who follow Him are like lights in the world.\n\nWe ' +
      'shine when we are kind, when we tell the truth, when we share and when we ' +
      'help. When people see the good things we do, they can see how good God is.',
    reflection: 'What is one way you can shine God’s light at home today?',
    prayer:
      'Jesus, help me to shine Your light by being kind and helpful, so that others will know how good You are. Amen.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: 2,
    title: 'Give Your Worries to God',
    keyVerse: 'Casting all your care upon him; for he careth for you. (1 Peter 5:7)',
    devotionalText:
      'Have you ever carried a backpack that was way too heavy? Worries can feel ' +
      'like that: heavy and tiring.\n\nThe Bible tells us we can give all our ' +
      'worries to God, because He cares about us. You can tell Him anything in ' +
      'prayer: the big things and the little things. God is strong enough to carry ' +
      'them, and He loves to listen.',
    reflection: 'What worry would you like to give to God right now?',
    prayer:
      'Dear God, I give You my worries. Thank You for caring about everything that matters to me. Amen.',
    mediaType: 'none',
    mediaUrl: null,
  },
  {
    offset: 3,
    title: 'Be Kind to One Another',
    keyVerse:
      'And be ye kind one to another, tenderhearted, forgiving one another, even as ' +
      "God for Christ's sake hath forgiven you. (Ephesians 4:32)",
    devotionalText:
      'Being kind is more than being polite. It means caring about how others feel ' +
      'and doing something to help.\n\nSometimes people hurt our feelings. God asks ' +
      'us to forgive them, just like He forgives us when we do wrong. Forgiving is ' +
      'not always easy, but God can help our hearts be soft and kind.',
    reflection: 'Is there someone you need to forgive, or someone you could be extra kind to this week?',
    prayer: 'Lord, thank You for forgiving me. Help me to be kind and to forgive others like You do. Amen.',
    mediaType: 'none',
    mediaUrl: null,
  },
];
