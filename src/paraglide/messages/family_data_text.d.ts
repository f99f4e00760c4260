/**
* | output |
* | --- |
* | "Download everything we keep about your family as one file, or delete it. Read what we keep and why in our" |
*
* @param {Family_Data_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_data_text: ((inputs?: Family_Data_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Data_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Data_TextInputs = {};
