/**
* | output |
* | --- |
* | "You found them all!" |
*
* @param {Games_Hunt_Found_Them_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_found_them_all: ((inputs?: Games_Hunt_Found_Them_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Found_Them_AllInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Found_Them_AllInputs = {};
