/**
* | output |
* | --- |
* | "You got {right} of {total} right!" |
*
* @param {Stories_Questions_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_done: ((inputs: Stories_Questions_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Questions_DoneInputs = {
    right: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
