/**
* | output |
* | --- |
* | "Keep all stories for offline" |
*
* @param {Stories_Keep_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_button: ((inputs?: Stories_Keep_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Keep_ButtonInputs = {};
