/**
* | output |
* | --- |
* | "Printable Bible Bingo Card" |
*
* @param {Games_Printables_Bingo_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_page_title: ((inputs?: Games_Printables_Bingo_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Bingo_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Bingo_Page_TitleInputs = {};
