/**
* | output |
* | --- |
* | "Memory Garden" |
*
* @param {Games_Hunt_Memory_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_memory_name: ((inputs?: Games_Hunt_Memory_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Memory_NameInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Memory_NameInputs = {};
