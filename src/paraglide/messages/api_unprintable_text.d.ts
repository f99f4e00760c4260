/**
* | output |
* | --- |
* | "Please use ordinary text: some characters in it cannot be shown." |
*
* @param {Api_Unprintable_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_unprintable_text: ((inputs?: Api_Unprintable_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Unprintable_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Unprintable_TextInputs = {};
