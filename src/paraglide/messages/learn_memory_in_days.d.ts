/**
* | n | output |
* | --- | --- |
* | "one" | "in {count} days" |
* | "other" | "in {count} days" |
*
* @param {Learn_Memory_In_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_in_days: ((inputs: Learn_Memory_In_DaysInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_In_DaysInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_In_DaysInputs = {
    count: NonNullable<unknown>;
};
