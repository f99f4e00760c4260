/**
* | output |
* | --- |
* | "{mastered} of {count} verses mastered" |
*
* @param {Learn_Memory_Mastered_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastered_count: ((inputs: Learn_Memory_Mastered_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Mastered_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Mastered_CountInputs = {
    mastered: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
