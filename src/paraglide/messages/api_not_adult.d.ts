/**
* | output |
* | --- |
* | "Please confirm that you are 18 or older. Children learn in a profile of their parent’s account." |
*
* @param {Api_Not_AdultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_not_adult: ((inputs?: Api_Not_AdultInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Not_AdultInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Not_AdultInputs = {};
