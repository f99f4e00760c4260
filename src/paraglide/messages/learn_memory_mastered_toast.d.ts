/**
* | output |
* | --- |
* | "🎉 Verse mastered!" |
*
* @param {Learn_Memory_Mastered_ToastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastered_toast: ((inputs?: Learn_Memory_Mastered_ToastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Mastered_ToastInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Mastered_ToastInputs = {};
