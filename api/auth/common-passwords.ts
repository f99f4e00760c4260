/**
 * Passwords too common to allow (an offline block list: no network look-ups). Compared lowercased.
 * Drawn from public lists of the most used passwords, plus ones a kids' Bible site invites.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '000000', '00000000', '010203', '102030', '111111', '1111111', '11111111', '112233', '121212',
  '123123', '123321', '12341234', '1234512345', '123456', '1234567', '12345678', '123456789',
  '1234567890', '1234qwer', '123654', '123abc', '123qwe', '131313', '147258', '147258369',
  '159357', '159753', '1q2w3e', '1q2w3e4r', '1qaz2wsx', '1qaz2wsx3edc', '222222', '333333',
  '444444', '456789', '555555', '654321', '666666', '696969', '777777', '7777777', '888888',
  '88888888', '987654', '987654321', '999999', 'aaaaaa', 'abc123', 'abc12345', 'abcd1234',
  'abcdef', 'access', 'amanda', 'andrew', 'angels', 'anthony', 'asdf1234', 'asdfgh', 'asdfghjkl',
  'ashley', 'austin', 'babygirl', 'bailey', 'baseball', 'batman', 'bible123', 'bigdog', 'biteme',
  'blessed', 'blessing', 'buster', 'butterfly', 'camaro', 'charlie', 'cheese', 'chelsea',
  'chicken', 'christ', 'church', 'computer', 'cookie', 'corvette', 'cross123', 'dallas', 'daniel',
  'diamond', 'disney', 'dragon', 'faith1', 'falcon', 'family', 'father', 'flower', 'flowers',
  'football', 'fortnite', 'freedom', 'friend', 'friends', 'frozen', 'george', 'gfhjkm', 'ginger',
  'god123', 'godisgood', 'godislove', 'golfer', 'gospel', 'guitar', 'hammer', 'harley', 'heather',
  'heaven', 'hellokitty', 'hockey', 'holyspirit', 'hunter', 'iloveu', 'iloveyou', 'iloveyou1',
  'internet', 'ironman', 'jackson', 'jennifer', 'jessica', 'jesus1', 'jesuschrist', 'jordan23',
  'joshua', 'justin', 'klaster', 'letmein', 'lovely', 'loveme', 'maggie', 'martin', 'master',
  'matrix', 'matthew', 'maverick', 'merlin', 'michael', 'michelle', 'mickey', 'minecraft',
  'monkey', 'morgan', 'mother', 'nicole', 'orange', 'p@ssw0rd', 'p@ssword', 'passw0rd', 'password',
  'password1', 'password12', 'password123', 'password1234', 'patrick', 'peanut', 'pepper',
  'phoenix', 'pikachu', 'pokemon', 'praise', 'pray4me', 'prayer', 'princess', 'q1w2e3r4t5',
  'qweasd', 'qweasdzxc', 'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwerty1234', 'qwertyuiop',
  'rainbow', 'ranger', 'richard', 'robert', 'roblox', 'samantha', 'savior', 'saviour', 'school',
  'scooter', 'secret', 'shadow', 'silver', 'snoopy', 'soccer', 'sparky', 'spiderman', 'starwars',
  'student', 'summer', 'sunshine', 'superman', 'sweetie', 'sweety', 'taylor', 'teacher', 'thomas',
  'thunder', 'tigger', 'trustno1', 'unicorn', 'welcome', 'welcome1', 'welcome123', 'whatever',
  'william', 'yankees', 'zaq12wsx', 'zxcvbn', 'zxcvbnm',
]);
