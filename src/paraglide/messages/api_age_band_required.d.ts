/**
* | output |
* | --- |
* | "Please choose an age group." |
*
* @param {Api_Age_Band_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_age_band_required: ((inputs?: Api_Age_Band_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Age_Band_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Age_Band_RequiredInputs = {};
