/**
* | output |
* | --- |
* | "Unlock all 12 Bible games!" |
*
* @param {Games_Index_Banner_StrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_banner_strong: ((inputs?: Games_Index_Banner_StrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Index_Banner_StrongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Index_Banner_StrongInputs = {};
