/**
* | output |
* | --- |
* | "Emoji" |
*
* @param {Admin_Sets_EmojiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_emoji: ((inputs?: Admin_Sets_EmojiInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_EmojiInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_EmojiInputs = {};
