/** The bulk devotional example shown in the admin panel (and docs/features.md). */
export const devotionalExample = `Title: God Made Me
Date: 2025-06-01
Key Verse: I will praise thee; for I am fearfully and wonderfully made. (Psalm 139:14)
Devotional Text: God made every part of you, on purpose and with love.
Nobody else has fingerprints like yours!
Reflection: What do you like about how God made you?
Prayer: Thank you, God, for making me just the way I am. Amen.

Title: The Lord Is My Shepherd
Date: 2025-06-02
Verse: The LORD is my shepherd; I shall not want. (Psalm 23:1)
Text: A shepherd leads, feeds and protects his sheep. God does that for us.
Media Type: audio
Media URL: https://example.org/audio/psalm-23.mp3`;
