/**
* | output |
* | --- |
* | "Please sign in first, so we can answer you." |
*
* @param {Community_Sign_In_FirstInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sign_in_first: ((inputs?: Community_Sign_In_FirstInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Sign_In_FirstInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Sign_In_FirstInputs = {};
