/**
* | output |
* | --- |
* | "You have a star for this story." |
*
* @param {Stories_Heard_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_already: ((inputs?: Stories_Heard_AlreadyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_AlreadyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Heard_AlreadyInputs = {};
