/**
* | output |
* | --- |
* | "Use letters only: a first name or nickname, no e-mail or surname." |
*
* @param {Api_Profile_Name_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_profile_name_invalid: ((inputs?: Api_Profile_Name_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Profile_Name_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Profile_Name_InvalidInputs = {};
