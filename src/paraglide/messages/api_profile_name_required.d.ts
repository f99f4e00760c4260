/**
* | output |
* | --- |
* | "Please enter a first name or nickname." |
*
* @param {Api_Profile_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_profile_name_required: ((inputs?: Api_Profile_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Profile_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Profile_Name_RequiredInputs = {};
