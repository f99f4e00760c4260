/**
* | output |
* | --- |
* | "Invalid input." |
*
* @param {Api_Invalid_InputInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_input: ((inputs?: Api_Invalid_InputInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Invalid_InputInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Invalid_InputInputs = {};
