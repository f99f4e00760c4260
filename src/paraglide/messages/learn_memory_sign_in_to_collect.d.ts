/**
* | output |
* | --- |
* | "to collect the verses you master." |
*
* @param {Learn_Memory_Sign_In_To_CollectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_sign_in_to_collect: ((inputs?: Learn_Memory_Sign_In_To_CollectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Sign_In_To_CollectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Sign_In_To_CollectInputs = {};
