/**
* | output |
* | --- |
* | "First letters only" |
*
* @param {Learn_Memory_Step_LettersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_letters: ((inputs?: Learn_Memory_Step_LettersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Step_LettersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Step_LettersInputs = {};
