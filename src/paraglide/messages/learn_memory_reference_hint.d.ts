/**
* | output |
* | --- |
* | "Like John 3:16, John 3:16-17 or Psalm 23" |
*
* @param {Learn_Memory_Reference_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_reference_hint: ((inputs?: Learn_Memory_Reference_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Reference_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Reference_HintInputs = {};
