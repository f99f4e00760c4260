/**
* | output |
* | --- |
* | "You earned a star for this story!" |
*
* @param {Stories_Heard_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_star: ((inputs?: Stories_Heard_StarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_StarInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Heard_StarInputs = {};
