/**
* | output |
* | --- |
* | "Invalid input: expected string" |
*
* @param {Api_Expected_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_expected_text: ((inputs?: Api_Expected_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Expected_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Expected_TextInputs = {};
