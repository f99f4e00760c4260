/**
* | output |
* | --- |
* | "Please choose an avatar." |
*
* @param {Api_Avatar_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_avatar_required: ((inputs?: Api_Avatar_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Avatar_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Avatar_RequiredInputs = {};
