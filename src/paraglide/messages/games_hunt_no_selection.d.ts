/**
* | output |
* | --- |
* | "First take a fruit from the basket." |
*
* @param {Games_Hunt_No_SelectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_no_selection: ((inputs?: Games_Hunt_No_SelectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_No_SelectionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_No_SelectionInputs = {};
