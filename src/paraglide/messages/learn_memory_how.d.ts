/**
* | output |
* | --- |
* | "Practise a little each day. Each verse comes back just when it is time to remember it again, and a verse you still know after a break of {days} days is maste..." |
*
* @param {Learn_Memory_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_how: ((inputs: Learn_Memory_HowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_HowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_HowInputs = {
    days: NonNullable<unknown>;
};
