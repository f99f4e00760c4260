/**
* | output |
* | --- |
* | "Memory garden spots" |
*
* @param {Games_Hunt_Memory_SpotsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_memory_spots: ((inputs?: Games_Hunt_Memory_SpotsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Memory_SpotsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Memory_SpotsInputs = {};
