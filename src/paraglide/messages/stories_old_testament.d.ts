/**
* | output |
* | --- |
* | "Old Testament" |
*
* @param {Stories_Old_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_old_testament: ((inputs?: Stories_Old_TestamentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Old_TestamentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Old_TestamentInputs = {};
