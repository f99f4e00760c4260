/**
* | output |
* | --- |
* | "Sign in to save your progress" |
*
* @param {Learn_Memory_Sign_In_To_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_sign_in_to_save: ((inputs?: Learn_Memory_Sign_In_To_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Sign_In_To_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Sign_In_To_SaveInputs = {};
