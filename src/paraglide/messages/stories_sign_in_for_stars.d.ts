/**
* | output |
* | --- |
* | "Sign in to keep your stars and see which story comes next." |
*
* @param {Stories_Sign_In_For_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_sign_in_for_stars: ((inputs?: Stories_Sign_In_For_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Sign_In_For_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Sign_In_For_StarsInputs = {};
