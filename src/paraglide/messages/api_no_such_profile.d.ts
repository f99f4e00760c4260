/**
* | output |
* | --- |
* | "That profile is not in your family." |
*
* @param {Api_No_Such_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_no_such_profile: ((inputs?: Api_No_Such_ProfileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_No_Such_ProfileInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_No_Such_ProfileInputs = {};
