/**
* | output |
* | --- |
* | "Three questions about the story. Can you answer them?" |
*
* @param {Stories_Questions_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_intro: ((inputs?: Stories_Questions_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Questions_IntroInputs = {};
