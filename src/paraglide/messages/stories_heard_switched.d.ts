/**
* | output |
* | --- |
* | "Someone else is learning now. Reload the page to earn a star for them." |
*
* @param {Stories_Heard_SwitchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_switched: ((inputs?: Stories_Heard_SwitchedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_SwitchedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Heard_SwitchedInputs = {};
