/**
* | output |
* | --- |
* | "Key Verse" |
*
* @param {Admin_Devotional_Key_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_key_verse: ((inputs?: Admin_Devotional_Key_VerseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Key_VerseInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Key_VerseInputs = {};
