/**
* | output |
* | --- |
* | "Upgrade now" |
*
* @param {Games_Index_Upgrade_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_upgrade_now: ((inputs?: Games_Index_Upgrade_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Index_Upgrade_NowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Index_Upgrade_NowInputs = {};
