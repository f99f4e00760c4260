/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Games_Memory_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_try_again: ((inputs?: Games_Memory_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_Try_AgainInputs = {};
