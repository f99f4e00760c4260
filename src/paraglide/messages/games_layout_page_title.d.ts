/**
* | output |
* | --- |
* | "{title} – Bible Game" |
*
* @param {Games_Layout_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_page_title: ((inputs: Games_Layout_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Layout_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Layout_Page_TitleInputs = {
    title: NonNullable<unknown>;
};
