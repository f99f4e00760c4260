/** The bulk proverbs example shown in the admin panel (and docs/features.md). */
export const proverbExample = `Proverb: A soft answer turneth away wrath: but grievous words stir up anger.
Meaning: Answering kindly and calmly can stop an argument.
Why it matters: Gentle words help you keep friends and make peace.
Reference: Proverbs 15:1

"A friend loveth at all times."
A true friend keeps loving you on good days and bad days.
God wants us to be loyal friends.
Proverbs 17:17`;
