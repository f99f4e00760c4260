/**
* | output |
* | --- |
* | "not searched yet" |
*
* @param {Games_Hunt_Not_SearchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_not_searched: ((inputs?: Games_Hunt_Not_SearchedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Not_SearchedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Not_SearchedInputs = {};
