/**
* | output |
* | --- |
* | "Thank you! Your parent will look at it first." |
*
* @param {Api_Waits_For_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_waits_for_parent: ((inputs?: Api_Waits_For_ParentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Waits_For_ParentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Waits_For_ParentInputs = {};
