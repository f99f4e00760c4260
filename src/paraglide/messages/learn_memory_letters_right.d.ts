/**
* | output |
* | --- |
* | "✅ Well done! Now try it with no help." |
*
* @param {Learn_Memory_Letters_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_letters_right: ((inputs?: Learn_Memory_Letters_RightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Letters_RightInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Letters_RightInputs = {};
