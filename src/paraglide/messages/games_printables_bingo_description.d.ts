/**
* | output |
* | --- |
* | "A printable Bible bingo card of Bible names: a fresh card on every visit." |
*
* @param {Games_Printables_Bingo_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_description: ((inputs?: Games_Printables_Bingo_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Bingo_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Bingo_DescriptionInputs = {};
