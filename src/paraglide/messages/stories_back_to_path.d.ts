/**
* | output |
* | --- |
* | "Back to the story path" |
*
* @param {Stories_Back_To_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_back_to_path: ((inputs?: Stories_Back_To_PathInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Back_To_PathInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Back_To_PathInputs = {};
