/**
* | output |
* | --- |
* | "Invalid input: expected boolean" |
*
* @param {Api_Expected_Yes_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_expected_yes_no: ((inputs?: Api_Expected_Yes_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Expected_Yes_NoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Expected_Yes_NoInputs = {};
