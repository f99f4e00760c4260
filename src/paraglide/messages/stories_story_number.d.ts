/**
* | output |
* | --- |
* | "Story {number}" |
*
* @param {Stories_Story_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_story_number: ((inputs: Stories_Story_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Story_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Story_NumberInputs = {
    number: NonNullable<unknown>;
};
