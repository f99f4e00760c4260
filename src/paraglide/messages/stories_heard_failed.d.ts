/**
* | output |
* | --- |
* | "Your star could not be saved. Please try again in a moment." |
*
* @param {Stories_Heard_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_failed: ((inputs?: Stories_Heard_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Heard_FailedInputs = {};
