/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Stories_Sign_In_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_sign_in_link: ((inputs?: Stories_Sign_In_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Sign_In_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Sign_In_LinkInputs = {};
