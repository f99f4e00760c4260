/**
* | output |
* | --- |
* | "Upgrade to Premium to play every game and keep learning." |
*
* @param {Games_Index_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_banner_text: ((inputs?: Games_Index_Banner_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Index_Banner_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Index_Banner_TextInputs = {};
