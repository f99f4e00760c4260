/**
* | output |
* | --- |
* | "That PIN is not right. Please try again." |
*
* @param {Api_Pin_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_pin_wrong: ((inputs?: Api_Pin_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Pin_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Pin_WrongInputs = {};
