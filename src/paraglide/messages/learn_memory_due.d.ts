/**
* | output |
* | --- |
* | "Due today: {count}" |
*
* @param {Learn_Memory_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_due: ((inputs: Learn_Memory_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_DueInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_DueInputs = {
    count: NonNullable<unknown>;
};
